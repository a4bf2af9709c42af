// Starts the server: validated config, database migrated, listening on PORT; closes cleanly on
// SIGTERM/SIGINT (requests in flight finish, then the database closes). With WEB_CONCURRENCY above
// 1 on PostgreSQL, this process is the cluster's primary and the servers are its workers.
import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

/**
 * One full garbage collection, once the server listens. Opening PGlite leaves hundreds of MB that
 * nothing references any more (initdb's WebAssembly memory, the file bundle it unpacked); V8
 * collects them only when it next needs room, which on a quiet server may be never, and the
 * resident memory at rest then depended on luck (420 to 900 MB, issue 32).
 */
function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}

/** Restarts a worker that died on its own, no faster than this. */
const RESTART_DELAY_MS = 1_000;

/**
 * The cluster's primary: forks one server per WEB_CONCURRENCY, all listening on PORT (Node hands
 * connections out in turn), replaces a worker that dies, and passes SIGTERM/SIGINT on so each
 * finishes its requests before the primary exits.
 */
function runPrimary(config: Config): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
  console.log(`Podpie: ${config.webConcurrency} server processes on port ${config.port}`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `Podpie: server process ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`,
    );
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_TIMEOUT_MS).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main() {
  const config = readConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) {
    if (config.databaseUrl !== undefined) return runPrimary(config);
    console.warn(
      `Podpie: WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded PGlite database serves one process. Set DATABASE_URL to PostgreSQL to run several.`,
    );
  }
  await runServer(config);
}

async function runServer(config: Config) {
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
  collectStartGarbage();

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
