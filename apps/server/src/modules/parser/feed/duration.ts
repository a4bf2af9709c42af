const CLOCK = /^(\d+)(?::(\d{1,2}))?(?::(\d{1,2}))?(?:[.,]\d+)?$/;
const SECONDS = /^\d+(?:[.,]\d+)?$/;
const UNITS =
  /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+(?:\.\d+)?)\s*m(?:in(?:ute)?s?)?)?\s*(?:(\d+(?:\.\d+)?)\s*s(?:ec(?:ond)?s?)?)?$/i;
const ISO = /^P(?:T)?(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/i;

const number = (value: string | undefined): number => (value ? Number(value) : 0);

const fromUnits = (
  hours: string | undefined,
  minutes: string | undefined,
  seconds: string | undefined,
): number | null => {
  if (hours === undefined && minutes === undefined && seconds === undefined) return null;
  return Math.round(number(hours) * 3600 + number(minutes) * 60 + number(seconds));
};

/**
 * An itunes:duration in any of the forms feeds use -> whole seconds: '5113', '5113.4',
 * 'MM:SS', 'HH:MM:SS', '1h2m3s', '1 hr 5 min', 'PT1H2M'. Unreadable values give null.
 */
export const parseDuration = (raw: string | null | undefined): number | null => {
  const value = raw?.trim();
  if (!value) return null;
  if (SECONDS.test(value)) return Math.round(Number(value.replace(',', '.')));
  const clock = CLOCK.exec(value);
  if (clock) {
    const parts = [clock[1], clock[2], clock[3]].filter((part) => part !== undefined).map(Number);
    // One colon is MM:SS, two are HH:MM:SS.
    return parts.reduce((total, part) => total * 60 + part, 0);
  }
  const units = UNITS.exec(value);
  if (units) return fromUnits(units[1], units[2], units[3]);
  const iso = ISO.exec(value);
  if (iso) return fromUnits(iso[1], iso[2], iso[3]);
  return null;
};
