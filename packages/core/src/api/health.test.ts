import { describe, expect, it } from 'vitest';
import { FAILING_STREAK, isFailing, podcastHealthChartsAnswerSchema } from './health.ts';

const checks = (...errors: boolean[]) => errors.map((is_error) => ({ is_error }));

describe('a link failing three checks in a row (dashboard badge)', () => {
  it('is failing when the newest three checks all failed', () => {
    expect(FAILING_STREAK).toBe(3);
    expect(isFailing(checks(false, true, true, true))).toBe(true);
  });

  it('is not failing with fewer than three checks, or a good one among the newest three', () => {
    expect(isFailing(checks(true, true))).toBe(false);
    expect(isFailing(checks(true, true, true, false))).toBe(false);
    expect(isFailing(checks(true, false, true, true))).toBe(false);
  });
});

describe('the chart answer', () => {
  it('refuses an uptime outside 0 to 100', () => {
    const network = { network_id: 1, network_label: 'Spotify', uptime_7d: 101, data: [] };
    expect(podcastHealthChartsAnswerSchema.safeParse({ data: [network] }).success).toBe(false);
    expect(
      podcastHealthChartsAnswerSchema.safeParse({ data: [{ ...network, uptime_7d: null }] })
        .success,
    ).toBe(true);
  });
});
