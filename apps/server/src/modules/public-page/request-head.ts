/** The header values a held page's answer depends on, read from a request head. */
export type HeadFields = {
  host?: string;
  forwardedHost?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  userAgent?: string;
};

/** A complete `GET <path> HTTP/1.1` head with no body, and where the next request starts. */
export type PlainGet = { target: string; fields: HeadFields; end: number };

/** Longer heads go to Node's parser, which answers 431 past its own limit. */
const MAX_HEAD = 8_192;
const REQUEST_PREFIX = 'GET /';
const REQUEST_SUFFIX = ' HTTP/1.1';
/** Visible ASCII and tab, besides the line ends: anything else is left to Node's parser. */
const FOREIGN = /[^\t\x20-\x7e\r\n]/;
/** RFC 9110's token: a header name, with its colon. */
const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/;
const TARGET = /^\/[\x21-\x7e]*$/;

const FIELD_OF: Record<string, keyof HeadFields> = {
  host: 'host',
  'x-forwarded-host': 'forwardedHost',
  'accept-encoding': 'acceptEncoding',
  'if-none-match': 'ifNoneMatch',
  'user-agent': 'userAgent',
};

/**
 * Headers that give a request a body, change the connection or ask for more than an answer: such
 * a request is left to Node's parser, which is the one that must decide where it ends.
 */
const LEFT_TO_NODE = new Set([
  'content-length',
  'transfer-encoding',
  'expect',
  'upgrade',
  'http2-settings',
]);

const trimmed = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, '');

/**
 * The plain GET whose head starts at `start` of `chunk`, or undefined when the bytes there are
 * anything else: another method or version, a body, a head cut off by the chunk's end, a repeated
 * header this answer depends on, a bare line feed, a byte outside visible ASCII. Undefined never
 * means the request is bad, only that Node's own parser (which answers 400 where it must) reads it.
 */
export function plainGetAt(chunk: Buffer, start: number): PlainGet | undefined {
  const headEnd = chunk.indexOf('\r\n\r\n', start, 'latin1');
  if (headEnd === -1 || headEnd - start > MAX_HEAD) return undefined;
  const head = chunk.toString('latin1', start, headEnd);
  if (!head.startsWith(REQUEST_PREFIX) || FOREIGN.test(head)) return undefined;
  const lines = head.split('\r\n');
  const requestLine = lines[0] as string;
  if (!requestLine.endsWith(REQUEST_SUFFIX)) return undefined;
  const target = requestLine.slice(4, -REQUEST_SUFFIX.length);
  if (!TARGET.test(target)) return undefined;
  const fields: HeadFields = {};
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] as string;
    // A lone CR or LF inside a line is read differently by different parsers: never ours.
    if (line.includes('\r') || line.includes('\n') || !NAME.test(line)) return undefined;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (LEFT_TO_NODE.has(name)) return undefined;
    const value = trimmed(line.slice(colon + 1));
    if (name === 'connection') {
      // Only a connection kept open, as HTTP/1.1 keeps it anyway; close and upgrades are Node's.
      if (value.toLowerCase() !== 'keep-alive') return undefined;
      continue;
    }
    const field = FIELD_OF[name];
    if (field === undefined) continue;
    if (fields[field] !== undefined) return undefined;
    fields[field] = value;
  }
  // HTTP/1.1 without Host is answered 400 by Node.
  if (fields.host === undefined) return undefined;
  return { target, fields, end: headEnd + 4 };
}
