import { describe, expect, it } from 'vitest';
import { makePie, type PieInput } from '../pie/schema.ts';
import { countdownAt, setCountdownRange } from './countdown.ts';

const pie = (fields: Partial<PieInput> = {}) =>
  makePie({ id: 1, main_type: 'COUNT-DOWN', title: 'Launch', ...fields });
const launch = pie({
  countdown_from_date: '2024-01-01T00:00:00.000Z',
  countdown_to_date: '2024-01-03T04:05:06.000Z',
});
const at = (iso: string) => new Date(iso);

describe('countdown', () => {
  it('counts days, hours, minutes and seconds from now to the end', () => {
    expect(countdownAt(launch, at('2024-01-01T00:00:00Z'))).toEqual({
      status: 'RUNNING',
      days: 2,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it('a partial second still counts until it is over', () => {
    expect(countdownAt(launch, at('2024-01-03T04:05:05.400Z'))).toMatchObject({
      status: 'RUNNING',
      seconds: 1,
    });
  });

  it('stops at zero or below', () => {
    const stopped = { status: 'STOPPED', days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownAt(launch, at('2024-01-03T04:05:06Z'))).toEqual(stopped);
    expect(countdownAt(launch, at('2025-01-01T00:00:00Z'))).toEqual(stopped);
  });

  it('shows EXPIRED when either date is missing', () => {
    expect(
      countdownAt(pie({ countdown_to_date: '2030-01-01T00:00:00Z' }), at('2024-01-01T00:00:00Z')),
    ).toEqual({
      status: 'EXPIRED',
    });
    expect(
      countdownAt(pie({ countdown_from_date: '2024-01-01T00:00:00Z' }), at('2024-01-01T00:00:00Z')),
    ).toEqual({
      status: 'EXPIRED',
    });
  });

  it("reads the dates in the countdown's own time zone", () => {
    const taipei = pie({
      countdown_from_date_str: '2024-01-01T00:00:00',
      countdown_to_date_str: '2024-01-02T08:00:00',
      countdown_time_zone: 'Asia/Taipei',
    });
    expect(countdownAt(taipei, at('2024-01-01T00:00:00Z'))).toMatchObject({ days: 1, hours: 0 });
  });

  it('setting the range needs a start before the end, else DATE-PICKER-ERROR and no change', () => {
    const ok = setCountdownRange(pie(), {
      from: '2024-11-03T00:00',
      to: '2024-11-03T03:00',
      timeZone: 'America/New_York',
    });
    expect(ok.pie).toMatchObject({
      countdown_from_date: '2024-11-03T04:00:00.000Z',
      countdown_to_date: '2024-11-03T08:00:00.000Z',
      countdown_from_date_str: '2024-11-03T00:00:00',
      countdown_time_zone: 'America/New_York',
    });
    // Across the autumn change the wall clock shows 3 hours but 4 hours pass.
    expect(countdownAt(ok.pie, at('2024-11-03T04:00:00Z'))).toMatchObject({ hours: 4 });
    const before = pie();
    expect(
      setCountdownRange(before, {
        from: '2024-11-04T00:00',
        to: '2024-11-03T00:00',
        timeZone: 'UTC',
      }),
    ).toEqual({ ok: false, error: 'DATE-PICKER-ERROR', pie: before });
  });
});
