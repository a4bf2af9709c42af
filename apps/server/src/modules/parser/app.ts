import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createOutboundClient, type OutboundClient } from '../../lib/outbound.ts';
import { outboundOptionsFromEnv } from '../../lib/outbound-config.ts';
import { fastifyTrustProxy, type TrustProxy } from '../../lib/trust-proxy.ts';
import { type ParserOptions, parserPlugin } from './plugin.ts';

export const PARSER_PREFIX = '/parser/v1';

/**
 * The parsing service alone: a Fastify instance with only the parser plugin under /parser/v1 and
 * a health check. Used by parser-main.ts and by the parser's tests; does not listen.
 */
export const buildParserApp = async (
  options: Omit<ParserOptions, 'outbound'> & {
    /** A client of the caller's (tests with their own resolver); built from config otherwise. */
    outbound?: OutboundClient;
    logger?: FastifyServerOptions['logger'];
    trustProxy?: TrustProxy;
  },
): Promise<FastifyInstance> => {
  const { logger = false, trustProxy = false, outbound: given, ...parserOptions } = options;
  const app = Fastify({ logger, trustProxy: fastifyTrustProxy(trustProxy) });
  // The one guarded client of the parsing service alone, built once from its config.
  let outbound = given;
  if (!outbound) {
    const own = createOutboundClient(outboundOptionsFromEnv(parserOptions.config));
    app.addHook('onClose', async () => own.close());
    outbound = own;
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(parserPlugin, { prefix: PARSER_PREFIX, ...parserOptions, outbound });
  return app;
};
