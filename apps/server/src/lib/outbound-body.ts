import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

const decoderFor = (encoding: string | undefined): Transform | null => {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
};

/**
 * Reads a response body, decompressing it, and stops the transfer as soon as the decoded size
 * passes `maxBytes`: the cap is counted after decompression so a small compressed bomb is refused
 * too. The announced Content-Length is checked before a single byte is read.
 */
export const readCappedBody = (response: IncomingMessage, maxBytes: number): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const announced = Number(response.headers['content-length']);
    if (Number.isFinite(announced) && announced > maxBytes) {
      response.destroy();
      reject(new BodyTooLargeError(maxBytes));
      return;
    }
    const decoder = decoderFor(response.headers['content-encoding']);
    const source: Readable = decoder ? response.pipe(decoder) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes) {
        fail(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    source.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    source.on('error', fail);
    if (decoder) response.on('error', fail);
    response.on('aborted', () => fail(new Error('response aborted')));
  });
