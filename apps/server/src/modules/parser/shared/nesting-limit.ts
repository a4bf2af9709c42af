// htmlparser2 keeps its open-element stack with Array#unshift, so every tag opened inside N open
// ones costs O(N): a document of a million nested tags takes the square of that. Real feeds and
// pages stay far shallower, so a document deeper than the limit is refused before the cost grows.

/** Deepest nesting a feed may have (item > description > XHTML markup stays well under it). */
export const FEED_NESTING_LIMIT = 256;
/** Deepest nesting a web page may have; generated markup rarely passes a hundred. */
export const PAGE_NESTING_LIMIT = 512;

export class DocumentTooDeepError extends Error {
  constructor(readonly limit: number) {
    super(`the document nests more than ${limit} elements deep`);
    this.name = 'DocumentTooDeepError';
  }
}

/** Counts open elements; call `open` from onopentag and `close` from onclosetag. */
export const nestingCounter = (limit: number) => {
  let depth = 0;
  return {
    open() {
      depth += 1;
      if (depth > limit) throw new DocumentTooDeepError(limit);
    },
    close() {
      depth = Math.max(0, depth - 1);
    },
  };
};
