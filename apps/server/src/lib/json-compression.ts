import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsBrotli, acceptsGzip } from './negotiation.ts';

/** Smaller answers gain less than a header and a compression cost. */
const SMALLEST_BYTES = 1024;
// Fast settings: an answer is compressed per request, never kept; brotli 4 still takes a page's
// blocks to about a sixth (the editor's two largest answers, 22 and 18 KB, go to 3-4 KB).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/**
 * Compresses the API's JSON answers for a client that takes brotli or gzip. The editor's first
 * screen waits on its project, its blocks and its frame's page over a phone's network, 40 KB of
 * JSON together that went out as they were.
 */
async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < SMALLEST_BYTES) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const accepted = request.headers['accept-encoding'];
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
  if (acceptsBrotli(accepted)) {
    reply.header('content-encoding', 'br').removeHeader('content-length');
    return brotliCompressSync(payload, BROTLI);
  }
  if (acceptsGzip(accepted)) {
    reply.header('content-encoding', 'gzip').removeHeader('content-length');
    return gzipSync(payload, GZIP);
  }
  return payload;
}

/** JSON answers under /api, compressed as the client allows. */
export const jsonCompressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) =>
      request.url.startsWith('/api/') ? compressJson(request, reply, payload) : payload,
    );
  },
  { name: 'json-compression' },
);
