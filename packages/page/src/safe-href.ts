import { isHttpUrl, isSafeLink } from '@podpie/core';

/**
 * The only way a stored link reaches an href: a value that bypassed validation (an old row, a
 * hand-edited draft) with `javascript:` or `data:` comes out as undefined, so no attribute is drawn.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || !isSafeLink(trimmed)) return undefined;
  return trimmed;
}

/** Image sources are fetched by the listener's browser, so only http(s) addresses are drawn. */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || !isHttpUrl(trimmed)) return undefined;
  return trimmed;
}

/** The first usable image among several candidates (block image, artwork, project artwork). */
export function firstImageSrc(
  ...values: ReadonlyArray<string | null | undefined>
): string | undefined {
  for (const value of values) {
    const src = safeImageSrc(value);
    if (src) return src;
  }
  return undefined;
}
