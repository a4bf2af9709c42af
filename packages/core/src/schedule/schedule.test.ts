import { describe, expect, it } from 'vitest';
import { makePie, type PieInput } from '../pie/schema.ts';
import {
  isScheduled,
  isVisibleAt,
  nextVisibilityChangeAt,
  scheduleWindow,
  setScheduleRange,
  startsInFuture,
  toggleSchedule,
} from './schedule.ts';

const pie = (fields: Partial<PieInput> = {}) =>
  makePie({ id: 1, main_type: 'LINK-INPUT', title: 'Listen', ...fields });

/** Scheduled for 1 to 8 March 2024, 09:00 Taipei time (01:00Z). */
const scheduled = pie({
  schedule_from_date_str: '2024-03-01T09:00:00',
  schedule_to_date_str: '2024-03-08T09:00:00',
  schedule_time_zone: 'Asia/Taipei',
});
const at = (iso: string) => new Date(iso);

describe('schedule', () => {
  it('toggling SCHEDULE off clears all schedule fields', () => {
    const withDates = { ...scheduled, schedule_from_date: '2024-03-01T01:00:00.000Z' };
    const off = toggleSchedule(withDates, false);
    expect(off).toMatchObject({
      schedule_from_date: null,
      schedule_to_date: null,
      schedule_from_date_str: null,
      schedule_to_date_str: null,
      schedule_time_zone: null,
      title: 'Listen',
    });
    expect(isScheduled(off)).toBe(false);
    expect(toggleSchedule(withDates, true)).toBe(withDates);
  });

  it('a start before the end sets the schedule in the chosen zone', () => {
    const result = setScheduleRange(pie(), {
      from: '2024-03-01T09:00',
      to: '2024-03-08T09:00',
      timeZone: 'Asia/Taipei',
    });
    expect(result.ok).toBe(true);
    expect(result.pie).toMatchObject({
      schedule_from_date: '2024-03-01T01:00:00.000Z',
      schedule_to_date: '2024-03-08T01:00:00.000Z',
      schedule_from_date_str: '2024-03-01T09:00:00',
      schedule_to_date_str: '2024-03-08T09:00:00',
      schedule_time_zone: 'Asia/Taipei',
    });
    expect(isScheduled(result.pie)).toBe(true);
  });

  it('a start after the end gives DATE-PICKER-ERROR and changes nothing', () => {
    const before = pie();
    const result = setScheduleRange(before, {
      from: '2024-03-08T09:00',
      to: '2024-03-01T09:00',
      timeZone: 'Asia/Taipei',
    });
    expect(result).toEqual({ ok: false, error: 'DATE-PICKER-ERROR', pie: before });
  });

  it('a block is dimmed while its start is in the future', () => {
    expect(startsInFuture(scheduled, at('2024-03-01T00:59:00Z'))).toBe(true);
    expect(startsInFuture(scheduled, at('2024-03-01T01:00:00Z'))).toBe(false);
    expect(startsInFuture(pie(), at('2024-03-01T00:00:00Z'))).toBe(false);
  });

  it('a scheduled block shows only from its start (inclusive) to its end (exclusive)', () => {
    expect(isVisibleAt(scheduled, at('2024-03-01T00:59:59Z'))).toBe(false);
    expect(isVisibleAt(scheduled, at('2024-03-01T01:00:00Z'))).toBe(true);
    expect(isVisibleAt(scheduled, at('2024-03-08T00:59:59Z'))).toBe(true);
    expect(isVisibleAt(scheduled, at('2024-03-08T01:00:00Z'))).toBe(false);
  });

  it("the schedule is read in the block's own time zone", () => {
    const newYork = { ...scheduled, schedule_time_zone: 'America/New_York' };
    // 09:00 in New York on 1 March is 14:00Z, long after 09:00 in Taipei.
    expect(isVisibleAt(newYork, at('2024-03-01T13:59:00Z'))).toBe(false);
    expect(isVisibleAt(newYork, at('2024-03-01T14:00:00Z'))).toBe(true);
    expect(scheduleWindow(newYork).from?.toISOString()).toBe('2024-03-01T14:00:00.000Z');
  });

  it('a hidden block is never visible, scheduled or not', () => {
    expect(isVisibleAt(pie({ is_hidden: true }), at('2024-03-01T00:00:00Z'))).toBe(false);
    expect(isVisibleAt({ ...scheduled, is_hidden: true }, at('2024-03-02T00:00:00Z'))).toBe(false);
  });

  it('a block without a schedule is always visible; a missing end leaves it open', () => {
    expect(isVisibleAt(pie(), at('1999-01-01T00:00:00Z'))).toBe(true);
    const openEnded = { ...scheduled, schedule_to_date_str: null };
    expect(isVisibleAt(openEnded, at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('tells when visibility next changes, for page caching', () => {
    expect(nextVisibilityChangeAt(scheduled, at('2024-02-01T00:00:00Z'))?.toISOString()).toBe(
      '2024-03-01T01:00:00.000Z',
    );
    expect(nextVisibilityChangeAt(scheduled, at('2024-03-02T00:00:00Z'))?.toISOString()).toBe(
      '2024-03-08T01:00:00.000Z',
    );
    expect(nextVisibilityChangeAt(scheduled, at('2024-04-01T00:00:00Z'))).toBeNull();
    expect(
      nextVisibilityChangeAt({ ...scheduled, is_hidden: true }, at('2024-02-01T00:00:00Z')),
    ).toBeNull();
  });
});
