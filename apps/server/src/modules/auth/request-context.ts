import type { FastifyRequest } from 'fastify';
import { signedIn } from './guard.ts';
import { isKnownDevice } from './known-device.ts';
import type { Caller } from './owner-proof.ts';
import type { RelyingParty } from './passkeys.ts';

/** The browser's site: WebAuthn answers name it, and passkeys belong to its host name. */
export function relyingParty(request: FastifyRequest): RelyingParty {
  return { origin: `${request.protocol}://${request.host}`, rpID: request.hostname };
}

/** Who is proving they own the signed-in account: their address, and a known device or not. */
export function callerOf(request: FastifyRequest): Caller {
  const { email } = signedIn(request).user;
  const secret = request.server.config.appSecret;
  return { ip: request.ip, knownDevice: isKnownDevice(secret, email, request.headers.cookie) };
}
