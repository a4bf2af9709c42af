// Starts the server: validated config, database migrated, listening on PORT; closes cleanly on
// SIGTERM/SIGINT (requests in flight finish, then the database closes).
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { holdServerLock, releaseServerLock, runningServer } from './lib/server-lock.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const embedded = config.databaseUrl === undefined;
  const other = embedded ? runningServer(config.dataDir) : null;
  if (other) {
    fail(
      `Podpie is already running on ${config.dataDir} (process ${other.pid}, port ${other.port}).`,
    );
  }

  const app = await buildApp(config).catch((error: unknown) =>
    fail(`Podpie could not open its database: ${error instanceof Error ? error.message : error}`),
  );
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    fail(
      `Podpie could not listen on port ${config.port}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (embedded) holdServerLock(config.dataDir, config.port);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
    } finally {
      if (embedded) releaseServerLock(config.dataDir);
    }
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await main();
