import { describe, expect, it } from 'vitest';
import { checkDateRange, DATE_PICKER_ERROR, storedInstant } from './date-range.ts';

describe('date range: start must be before end, else DATE-PICKER-ERROR', () => {
  it('a start before the end is accepted and stored with seconds 00', () => {
    const check = checkDateRange({
      from: '2024-05-01T10:00:30',
      to: '2024-05-02T10:00',
      timeZone: 'Asia/Taipei',
    });
    expect(check).toMatchObject({
      ok: true,
      fromLocal: '2024-05-01T10:00:00',
      toLocal: '2024-05-02T10:00:00',
      timeZone: 'Asia/Taipei',
    });
  });

  it('a start equal to or after the end is refused', () => {
    const same = { from: '2024-05-01T10:00', to: '2024-05-01T10:00', timeZone: 'UTC' };
    expect(checkDateRange(same)).toEqual({ ok: false, error: 'DATE-PICKER-ERROR' });
    expect(checkDateRange({ ...same, from: '2024-05-02T10:00' })).toEqual({
      ok: false,
      error: DATE_PICKER_ERROR,
    });
  });

  it('compares instants in the zone: an hour that happens twice reads as its first occurrence', () => {
    // Both ends read as EDT, so 01:30 -> 01:45 on the autumn change is a 15-minute range.
    expect(
      checkDateRange({
        from: '2024-11-03T01:30',
        to: '2024-11-03T01:45',
        timeZone: 'America/New_York',
      }).ok,
    ).toBe(true);
  });

  it('an unreadable date or zone is refused too', () => {
    expect(checkDateRange({ from: 'x', to: '2024-05-01T10:00', timeZone: 'UTC' }).ok).toBe(false);
    expect(
      checkDateRange({ from: '2024-05-01T10:00', to: '2024-05-02T10:00', timeZone: 'Nowhere' }).ok,
    ).toBe(false);
  });
});

describe('a stored date is read in its own zone', () => {
  it('prefers the wall-clock string and zone, then the ISO instant', () => {
    expect(storedInstant('2024-01-01T08:00:00', 'Asia/Taipei', null)?.toISOString()).toBe(
      '2024-01-01T00:00:00.000Z',
    );
    expect(storedInstant(null, null, '2024-01-01T00:00:00Z')?.toISOString()).toBe(
      '2024-01-01T00:00:00.000Z',
    );
    expect(storedInstant('bad', 'UTC', '2024-01-01T00:00:00Z')?.toISOString()).toBe(
      '2024-01-01T00:00:00.000Z',
    );
  });

  it('gives nothing when no date is stored or it cannot be read', () => {
    expect(storedInstant(null, 'UTC', null)).toBeNull();
    expect(storedInstant(null, null, 'yesterday')).toBeNull();
  });
});
