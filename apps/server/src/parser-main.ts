// `npm run start:parser`: the parsing service alone on PARSER_PORT (default 3001), so it can be
// scaled or isolated apart from the main server.
import { buildParserApp, PARSER_PREFIX } from './modules/parser/app.ts';
import { loadParserConfig } from './modules/parser/config.ts';

const config = loadParserConfig(process.env);
const app = await buildParserApp({
  config,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: process.env.TRUST_PROXY === 'true',
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PARSER_PORT, host: config.PARSER_HOST });
app.log.info(`Podpie parsing service at ${PARSER_PREFIX} on port ${config.PARSER_PORT}`);
