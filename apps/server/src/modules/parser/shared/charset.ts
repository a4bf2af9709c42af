import iconv from 'iconv-lite';

export type DocumentKind = 'xml' | 'html';

// Browsers (WHATWG Encoding) read these labels as the superset encoding; feeds labelled
// ISO-8859-1 routinely carry Windows smart quotes, and GB2312 feeds carry GBK characters.
const SUPERSETS: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'x-gbk': 'gb18030',
  big5: 'big5',
  'big5-hkscs': 'big5',
};

const normaliseLabel = (label: string | null | undefined): string | null => {
  if (!label) return null;
  const cleaned = label
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, '');
  const mapped = SUPERSETS[cleaned] ?? cleaned;
  return iconv.encodingExists(mapped) ? mapped : null;
};

const bomEncoding = (bytes: Buffer): string | null => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
};

export const charsetFromContentType = (contentType: string | null | undefined): string | null =>
  contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1] ?? null;

// The declarations are ASCII, so the head of the document can be read byte-for-byte as latin1
// whatever the real encoding is.
const declaredInXml = (head: string): string | null =>
  head.match(/^\s*<\?xml[^>]*?encoding\s*=\s*["']([\w.:-]+)["']/i)?.[1] ?? null;

const declaredInHtml = (head: string): string | null =>
  head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1] ?? null;

/**
 * Bytes -> text in the document's own encoding. Order: byte-order mark, then for XML the
 * encoding declaration before the HTTP header (feed hosts often send a wrong default charset
 * while the feed's author wrote the declaration), for HTML the HTTP header before the meta tag as
 * browsers do; UTF-8 otherwise. A leading BOM is removed.
 */
export const decodeDocument = (
  bytes: Buffer,
  kind: DocumentKind,
  contentType?: string | null,
): string => {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const fromHeader = charsetFromContentType(contentType);
  const candidates =
    kind === 'xml'
      ? [bomEncoding(bytes), declaredInXml(head), fromHeader]
      : [bomEncoding(bytes), fromHeader, declaredInHtml(head)];
  const encoding = candidates.map(normaliseLabel).find((label) => label !== null) ?? 'utf-8';
  return iconv.decode(bytes, encoding, { stripBOM: true });
};
