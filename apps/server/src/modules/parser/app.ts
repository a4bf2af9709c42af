import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type TrustProxy } from '../../lib/trust-proxy.ts';
import { type ParserOptions, parserPlugin } from './plugin.ts';

export const PARSER_PREFIX = '/parser/v1';

/**
 * The parsing service alone: a Fastify instance with only the parser plugin under /parser/v1 and
 * a health check. Used by parser-main.ts and by the parser's tests; does not listen.
 */
export const buildParserApp = async (
  options: ParserOptions & { logger?: FastifyServerOptions['logger']; trustProxy?: TrustProxy },
): Promise<FastifyInstance> => {
  const { logger = false, trustProxy = false, ...parserOptions } = options;
  const app = Fastify({ logger, trustProxy: fastifyTrustProxy(trustProxy) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(parserPlugin, { prefix: PARSER_PREFIX, ...parserOptions });
  return app;
};
