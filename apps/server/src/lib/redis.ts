import { Redis, type RedisOptions } from 'ioredis';

/** What the client reports to: the app's logger, or nothing (tests, scripts). */
export type RedisLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

/** A command waits at most this long; a page renders faster than a slow Redis answers. */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnects back off up to this delay and never give up, so Redis coming back needs no restart. */
const MAX_RECONNECT_DELAY_MS = 5_000;
/** How long start-up waits for a first connection before going on without Redis. */
const FIRST_CONNECT_WAIT_MS = 1_500;

const reconnectDelay = (attempt: number) => Math.min(MAX_RECONNECT_DELAY_MS, 100 * 2 ** attempt);

const baseOptions: RedisOptions = {
  lazyConnect: true,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: reconnectDelay,
};

/**
 * Logs the first failure of an outage and the recovery, never each failed reconnect or command:
 * a Redis that is down for an hour would otherwise fill the log.
 */
function reportOutages(client: Redis, name: string, log: RedisLog | undefined): void {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log?.warn(
      { err: error },
      `${name}: Redis unavailable; shared state falls back to this process`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({}, `${name}: Redis is back`);
  });
}

/**
 * The one Redis client of a server process (`app.redis`), or null without REDIS_URL. A dead Redis
 * fails commands at once (no offline queue, one retry) instead of holding requests, and every
 * shared store then falls back to its in-process twin.
 */
export function createRedis(
  config: { redisUrl: string | undefined },
  log?: RedisLog,
): Redis | null {
  if (!config.redisUrl) return null;
  const client = new Redis(config.redisUrl, {
    ...baseOptions,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  reportOutages(client, 'redis', log);
  return client;
}

/**
 * Starts connecting and waits a moment for it, so the first requests after start already share
 * state; a Redis that does not answer in time leaves the process starting without it.
 */
export async function connectRedis(client: Redis): Promise<void> {
  const connecting = client.connect().catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
  });
  await Promise.race([connecting, giveUp]);
  clearTimeout(timer);
}

/**
 * A second connection for subscriptions (a subscribed connection can send nothing else). It
 * queues its SUBSCRIBE until connected and re-subscribes after every reconnect.
 */
export function createSubscriber(client: Redis, log?: RedisLog): Redis {
  const subscriber = client.duplicate({
    ...baseOptions,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    autoResubscribe: true,
  });
  reportOutages(subscriber, 'redis subscriber', log);
  return subscriber;
}

/** Closes politely, or drops the socket when Redis is not there to say goodbye to. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // fall through
    }
  }
  client.disconnect();
}
