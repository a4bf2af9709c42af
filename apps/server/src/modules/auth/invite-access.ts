import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from './tokens.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Invites are created by the operator's `npm run invite` on the server's own machine: the call
 * must come from the loopback interface and carry APP_SECRET as a bearer token.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const fromLoopback = LOOPBACK.has(request.socket.remoteAddress ?? '');
  const sent = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const expected = request.server.config.appSecret;
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const matches = timingSafeEqual(Buffer.from(sha256(sent)), Buffer.from(sha256(expected)));
  if (!fromLoopback || !matches) throw new AppError('not_found', 'Not found.');
}
