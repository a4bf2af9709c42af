// `npm run start:parser`: the parsing service alone on PARSER_PORT (default 3001), so it can be
// scaled or isolated apart from the main server.

import { ConfigError, loadParserServiceConfig, type ParserServiceConfig } from './config.ts';
import { closeRedis, connectRedis, createRedis } from './lib/redis.ts';
import { buildParserApp, PARSER_PREFIX } from './modules/parser/app.ts';

function readConfig(): ParserServiceConfig {
  try {
    return loadParserServiceConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { parser: config, logLevel, trustProxy, redisUrl } = readConfig();
const redis = createRedis(
  { redisUrl },
  {
    warn: (details, message) => console.warn(message, details),
    info: (_details, message) => console.info(message),
  },
);
if (redis) await connectRedis(redis);
const app = await buildParserApp({ config, logger: { level: logLevel }, trustProxy, redis });
if (redis) app.addHook('onClose', () => closeRedis(redis));

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PARSER_PORT, host: config.PARSER_HOST });
app.log.info(`Podpie parsing service at ${PARSER_PREFIX} on port ${config.PARSER_PORT}`);
