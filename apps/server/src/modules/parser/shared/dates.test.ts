import { describe, expect, it } from 'vitest';
import { toIsoDate } from './dates.ts';

describe('toIsoDate', () => {
  it.each([
    ['Fri, 09 Feb 2024 06:00:00 GMT', '2024-02-09T06:00:00.000Z'],
    ['Wed, 3 Nov 2021 08:00:00 -0000', '2021-11-03T08:00:00.000Z'],
    ['Tue, 18 Sep 2018 14:38:10 +0800', '2018-09-18T06:38:10.000Z'],
    ['Mon, 05 Aug 2019 10:00:00 EDT', '2019-08-05T14:00:00.000Z'],
    ['Mon, 05 Aug 2019 10:00:00 CEST', '2019-08-05T08:00:00.000Z'],
    ['Mo, 05 Aug 2019 10:00:00 +0000', '2019-08-05T10:00:00.000Z'],
    ['2023-12-13T18:30:02Z', '2023-12-13T18:30:02.000Z'],
    ['2017-04-14T09:02:38-07:00', '2017-04-14T16:02:38.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(toIsoDate(raw)).toBe(iso);
  });

  it.each([null, '', 'someday', 'Thu, 01 Jan 1920 00:00:00 GMT'])('gives null for %s', (raw) => {
    expect(toIsoDate(raw)).toBeNull();
  });
});
