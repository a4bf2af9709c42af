const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NAMED = /^[a-zA-Z]{3,20}$/;

/**
 * A stored colour as safe CSS: hex gains its '#', plain names pass, anything else (a value that
 * bypassed validation, e.g. `red;background:url(...)`) becomes the fallback.
 */
export function cssColour(value: string | null | undefined, fallback: string): string;
export function cssColour(value: string | null | undefined): string | undefined;
export function cssColour(value: string | null | undefined, fallback?: string): string | undefined {
  if (value == null) return fallback;
  const trimmed = value.trim();
  if (HEX.test(trimmed)) return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  if (NAMED.test(trimmed)) return trimmed.toLowerCase();
  return fallback;
}
