function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The non-empty text of `namespace:path.to.key` in one dictionary, if it holds one. */
export function lookupIn(dictionary: object, key: string): string | undefined {
  const separator = key.indexOf(':');
  const path = [key.slice(0, separator), ...key.slice(separator + 1).split('.')];
  let node: unknown = dictionary;
  for (const part of path) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

export type TranslationVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/**
 * Fills {{name}} placeholders from `vars`. A placeholder without a value stays as written, so a
 * forgotten variable shows up in review instead of silently vanishing. Values are not escaped:
 * React escapes on render, as with i18next's escapeValue: false.
 */
export function interpolate(text: string, vars: TranslationVars = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
