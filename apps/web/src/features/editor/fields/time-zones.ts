/** The browser's own zone, the default of every schedule and countdown (SPEC.md §9). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let zones: string[] | null = null;

/** Every IANA zone the browser knows, for the time zone pickers. */
export function timeZoneOptions(): { value: string; label: string }[] {
  zones ??= (() => {
    try {
      const known = Intl.supportedValuesOf('timeZone');
      return known.includes('UTC') ? known : ['UTC', ...known];
    } catch {
      return ['UTC'];
    }
  })();
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
