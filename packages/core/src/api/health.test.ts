import { describe, expect, it } from 'vitest';
import {
  chartPeriod,
  FAILING_STREAK,
  isFailing,
  podcastHealthChartsAnswerSchema,
} from './health.ts';

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
    const network = {
      network_id: 1,
      network_label: 'Spotify',
      url: 'https://open.spotify.com/show/1',
      down_since: null,
      uptime_7d: 101,
      data: [],
    };
    expect(podcastHealthChartsAnswerSchema.safeParse({ data: [network] }).success).toBe(false);
    expect(
      podcastHealthChartsAnswerSchema.safeParse({ data: [{ ...network, uptime_7d: null }] })
        .success,
    ).toBe(true);
  });
});

describe('the period the chart covers', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const point = (minutesAgo: number) => ({
    is_error: false,
    reason: null,
    status: 200,
    latency_ms: 5,
    created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  });

  it('counts checks within the first hour', () => {
    expect(chartPeriod([{ data: [point(30), point(15)] }, { data: [point(15)] }], now)).toEqual({
      kind: 'checks',
      count: 2,
    });
  });

  it('names the hours from the oldest check shown, at most a day', () => {
    expect(chartPeriod([{ data: [] }, { data: [point(150), point(10)] }], now)).toEqual({
      kind: 'hours',
      hours: 3,
    });
    expect(chartPeriod([{ data: [point(24 * 60 - 1)] }], now)).toEqual({
      kind: 'hours',
      hours: 24,
    });
  });

  it('has none before the first check', () => {
    expect(chartPeriod([{ data: [] }], now)).toBeNull();
  });
});
