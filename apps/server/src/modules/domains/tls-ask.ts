import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { findServedDomain } from './repository.ts';

export const TLS_ASK_PATH = '/internal/tls-allowed';
const ASK_REFUSED = 'Only the TLS proxy may ask this.';

/** Loopback and the configured networks: the peers that may ask (never X-Forwarded-For). */
export function askingPeers(networks: readonly string[]): (address: string | undefined) => boolean {
  const allowed = new BlockList();
  allowed.addSubnet('127.0.0.0', 8, 'ipv4');
  allowed.addAddress('::1', 'ipv6');
  for (const network of networks) {
    const [address = '', prefix] = network.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return allowed.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * GET /internal/tls-allowed?domain=: Caddy's on-demand TLS question, "may I get a certificate for
 * this name?" Yes (200) only for an active owner's domain, so nobody can make the proxy ask a CA
 * for names that are not ours to serve. Asked per new name, not per request.
 */
export function registerTlsAsk(app: FastifyInstance, networks: readonly string[]): void {
  const mayAsk = askingPeers(networks);
  app.withTypeProvider<ZodTypeProvider>().get(
    TLS_ASK_PATH,
    {
      schema: {
        tags: ['domains'],
        summary: "Caddy's on-demand TLS ask: 200 for an active owner's domain, 404 otherwise",
        description: 'Answers only loopback and the networks of TLS_ASK_NETWORKS.',
        querystring: z.object({ domain: z.string().max(300).default('') }),
        response: { 200: z.object({ domain: z.string() }), 403: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      if (!mayAsk(request.socket.remoteAddress)) throw new AppError('forbidden', ASK_REFUSED);
      const domain = request.query.domain.trim().toLowerCase().replace(/\.$/, '');
      const served = domain === '' ? null : await findServedDomain(app.db, domain);
      if (!served) throw new AppError('not_found', 'No active domain of that name.');
      return { domain };
    },
  );
}
