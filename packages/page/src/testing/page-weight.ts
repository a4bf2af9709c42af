import { gzipSync } from 'node:zlib';

/** The weight of a page as sent: raw bytes and gzip bytes (level 9, as a CDN would). */
export function pageWeight(html: string): { raw: number; gzip: number } {
  return { raw: Buffer.byteLength(html, 'utf8'), gzip: gzipSync(html, { level: 9 }).length };
}
