// `npm run start:parser`: the parsing service alone on PARSER_PORT (default 3001), so it can be
// scaled or isolated apart from the main server.

import { closeRedis, connectRedis, createRedis } from './lib/redis.ts';
import { parseTrustProxy, TRUST_PROXY_RULE } from './lib/trust-proxy.ts';
import { buildParserApp, PARSER_PREFIX } from './modules/parser/app.ts';
import { loadParserConfig } from './modules/parser/config.ts';

const config = loadParserConfig(process.env);
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
if (trustProxy === null) {
  console.error(`Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE}.`);
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL || undefined;
if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
  console.error(
    `Invalid configuration: REDIS_URL must start with redis:// or rediss:// (got "${redisUrl}").`,
  );
  process.exit(1);
}
// With REDIS_URL, Apple's call budget, the caches and the rate limit are shared with the servers.
const redis = createRedis(
  { redisUrl },
  {
    warn: (details, message) => console.warn(message, details),
    info: (_details, message) => console.info(message),
  },
);
if (redis) await connectRedis(redis);
const app = await buildParserApp({
  config,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy,
  redis,
});
if (redis) app.addHook('onClose', () => closeRedis(redis));

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PARSER_PORT, host: config.PARSER_HOST });
app.log.info(`Podpie parsing service at ${PARSER_PREFIX} on port ${config.PARSER_PORT}`);
