const SECRET_KEY = /pass(word|code)|token|secret|authorization|api[-_]?key|credential|cookie/i;
const MAX_DEPTH = 6;

/** A copy of an analytics payload without any field whose name suggests a secret. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!SECRET_KEY.test(key)) kept[key] = withoutSecrets(item, depth + 1);
    }
    return kept;
  }
  return value;
}
