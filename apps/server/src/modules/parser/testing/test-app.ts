import type { FastifyInstance } from 'fastify';
import { buildParserApp } from '../app.ts';
import { loadParserConfig, type ParserConfig } from '../config.ts';

/**
 * Config for tests: private addresses and any port allowed, because every fake upstream runs on
 * 127.0.0.1 with an ephemeral port.
 */
export const testParserConfig = (env: Record<string, string> = {}): ParserConfig =>
  loadParserConfig({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    OUTBOUND_ALLOWED_PORTS: '*',
    OUTBOUND_TOTAL_TIMEOUT_MS: '5000',
    PARSER_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });

export const buildTestParserApp = (env: Record<string, string> = {}): Promise<FastifyInstance> =>
  buildParserApp({ config: testParserConfig(env) });
