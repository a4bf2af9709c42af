// Zone abbreviations that feeds use but Date.parse does not know (it knows UT, GMT and the US ones).
const ZONES: Record<string, string> = {
  BST: '+0100',
  CET: '+0100',
  CEST: '+0200',
  EET: '+0200',
  EEST: '+0300',
  WET: '+0000',
  WEST: '+0100',
  IST: '+0530',
  JST: '+0900',
  KST: '+0900',
  AEST: '+1000',
  AEDT: '+1100',
  NZST: '+1200',
  NZDT: '+1300',
  Z: '+0000',
};

const parse = (value: string): number => Date.parse(value);

/**
 * A feed or page date (RFC 822, ISO 8601, and their usual mistakes) -> ISO instant, or null.
 * A date whose year is before 1970 or far in the future is treated as a mistake.
 */
export const toIsoDate = (raw: string | null | undefined): string | null => {
  const value = raw?.trim();
  if (!value) return null;
  let time = parse(value);
  if (Number.isNaN(time)) {
    const withZone = value.replace(/\b([A-Z]{1,4})$/, (zone) => ZONES[zone] ?? zone);
    // Drop a weekday name in any language: 'Mo, 3 Feb 2020 ...' or 'Thurs, ...'.
    const withoutDay = withZone.replace(/^[^\d,]+,\s*/, '');
    time = parse(withoutDay);
  }
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1970 || year > 2200) return null;
  return new Date(time).toISOString();
};
