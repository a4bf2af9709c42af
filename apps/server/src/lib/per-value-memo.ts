/**
 * `compute`, remembered for up to `maxEntries` distinct inputs and then forgotten all at once.
 * Request headers such as Accept-Language or Accept-Encoding come in a handful of distinct
 * values, so each is parsed once rather than on every page view.
 */
export function rememberedPerValue<T>(
  compute: (value: string) => T,
  maxEntries: number,
): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      if (answers.size >= maxEntries) answers.clear();
      answers.set(value, answer);
    }
    return answer;
  };
}
