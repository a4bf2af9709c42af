// `npm run start:parser`: the parsing service alone on PARSER_PORT (default 3001), so it can be
// scaled or isolated apart from the main server.

import { parseTrustProxy, TRUST_PROXY_RULE } from './lib/trust-proxy.ts';
import { buildParserApp, PARSER_PREFIX } from './modules/parser/app.ts';
import { loadParserConfig } from './modules/parser/config.ts';

const config = loadParserConfig(process.env);
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
if (trustProxy === null) {
  console.error(`Invalid configuration: TRUST_PROXY ${TRUST_PROXY_RULE}.`);
  process.exit(1);
}
const app = await buildParserApp({
  config,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy,
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PARSER_PORT, host: config.PARSER_HOST });
app.log.info(`Podpie parsing service at ${PARSER_PREFIX} on port ${config.PARSER_PORT}`);
