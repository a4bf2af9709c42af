import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localToInstant, normaliseLocal } from './zoned-time.ts';

/** The wall clock of an instant in a zone as 'YYYY-MM-DDTHH:mm:00', read through Intl. */
function instantToLocal(instant: Date, timeZone: string): string | null {
  if (Number.isNaN(instant.getTime()) || !isValidTimeZone(timeZone)) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00`;
}

const iso = (local: string, zone: string) => localToInstant(local, zone)?.toISOString();

describe('dates stored per chosen zone as a local ISO-like string with seconds 00', () => {
  it('reads a wall-clock time in New York in winter (UTC-5) and summer (UTC-4)', () => {
    expect(iso('2024-01-15T09:30:00', 'America/New_York')).toBe('2024-01-15T14:30:00.000Z');
    expect(iso('2024-07-15T09:30:00', 'America/New_York')).toBe('2024-07-15T13:30:00.000Z');
  });

  it('reads Taipei time, which has no daylight saving, as UTC+8 all year', () => {
    expect(iso('2024-01-15T09:30:00', 'Asia/Taipei')).toBe('2024-01-15T01:30:00.000Z');
    expect(iso('2024-07-15T09:30:00', 'Asia/Taipei')).toBe('2024-07-15T01:30:00.000Z');
  });

  it('a time skipped when clocks spring forward moves forward by the gap', () => {
    // 2024-03-10 02:00 EST jumps to 03:00 EDT: 02:30 does not exist and reads as 03:30 EDT.
    expect(iso('2024-03-10T02:30:00', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    expect(iso('2024-03-10T03:00:00', 'America/New_York')).toBe('2024-03-10T07:00:00.000Z');
  });

  it('a time that happens twice when clocks fall back is the first of the two', () => {
    // 2024-11-03 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(iso('2024-11-03T01:30:00', 'America/New_York')).toBe('2024-11-03T05:30:00.000Z');
    expect(iso('2024-11-03T02:00:00', 'America/New_York')).toBe('2024-11-03T07:00:00.000Z');
  });

  it('writes an instant back as wall-clock time with seconds 00', () => {
    const instant = new Date('2024-11-03T06:30:45.500Z');
    expect(instantToLocal(instant, 'America/New_York')).toBe('2024-11-03T01:30:00');
    expect(instantToLocal(instant, 'Asia/Taipei')).toBe('2024-11-03T14:30:00');
    expect(instantToLocal(new Date('2024-03-10T07:00:00Z'), 'America/New_York')).toBe(
      '2024-03-10T03:00:00',
    );
  });

  it('a round trip through the zone gives the same wall clock', () => {
    for (const local of ['2024-02-29T23:59:00', '2025-12-31T00:00:00', '2024-06-01T12:15:00']) {
      for (const zone of ['America/New_York', 'Asia/Taipei', 'UTC', 'Asia/Kolkata']) {
        const instant = localToInstant(local, zone);
        expect(instant && instantToLocal(instant, zone)).toBe(local);
      }
    }
  });

  it('seconds are always 00, and a string without seconds is accepted', () => {
    expect(iso('2024-01-15T09:30:59', 'UTC')).toBe('2024-01-15T09:30:00.000Z');
    expect(iso('2024-01-15T09:30', 'UTC')).toBe('2024-01-15T09:30:00.000Z');
    expect(normaliseLocal('2024-01-15T09:30:59')).toBe('2024-01-15T09:30:00');
    expect(normaliseLocal('2024-01-15T09:30')).toBe('2024-01-15T09:30:00');
  });

  it('refuses malformed times, impossible dates and unknown zones', () => {
    for (const local of ['2024-02-30T10:00', '2024-01-15T24:00', '2024-01-15T10:75', 'soon']) {
      expect(localToInstant(local, 'UTC')).toBeNull();
      expect(normaliseLocal(local)).toBeNull();
    }
    expect(localToInstant('2024-01-15T10:00', 'Mars/Olympus')).toBeNull();
    expect(instantToLocal(new Date('2024-01-15T10:00:00Z'), 'Mars/Olympus')).toBeNull();
    expect(instantToLocal(new Date(Number.NaN), 'UTC')).toBeNull();
    expect(isValidTimeZone('Asia/Taipei')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
