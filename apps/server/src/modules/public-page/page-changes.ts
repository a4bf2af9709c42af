import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { closeRedis, createSubscriber, type RedisLog } from '../../lib/redis.ts';

/**
 * A project whose published page may look different now; `slug` is its current address, `domain`
 * an owner's domain that started or stopped serving it.
 */
export type PageChange = { projectId: number; slug: string | null; domain?: string | undefined };
/** Who hears the changes in this process: the page store (store.ts). */
type PageChangeListener = { forget(change: PageChange): void; forgetAll(): void };

/**
 * Tells every server process that a page changed, so none keeps serving the version it trusted
 * (store.ts). Every service that changes what a page shows announces it once its change is stored
 * and before its answer leaves: a publish, a project or analytics setting, an import, a deletion,
 * a feed refresh that stored new episodes (and a custom domain, when there are some). This process
 * forgets at once; the others hear it through Redis pub/sub. Without Redis, or while it is down,
 * other processes catch up when their trust ends (trust.ts).
 */
export type PageChanges = ReturnType<typeof createPageChanges>;
/** What a service needs to announce its changes. */
export type PageAnnouncer = Pick<PageChanges, 'announce'>;

/**
 * Pub/sub ignores database numbers, so the channel names the database: servers sharing one
 * Redis on different databases (staging beside production, tests) do not hear each other.
 */
export const pageChangesChannel = (redis: Redis) => `podpie:page-changes:${redis.options.db ?? 0}`;

/** How long an announcement waits to hear its own echo before answering anyway. */
const ECHO_WAIT_MS = 200;

const messageSchema = z.object({
  origin: z.string(),
  id: z.number().int(),
  projectId: z.number().int(),
  slug: z.string().nullable(),
  domain: z.string().optional(),
});

export function createPageChanges(options: {
  redis: Redis | null;
  log?: RedisLog;
  channel?: string;
  /** No other process can change pages (PGlite allows one server per data folder). */
  soleProcess?: boolean;
}) {
  const { redis } = options;
  const listeners: PageChangeListener[] = [];
  const forget = (change: PageChange) => {
    for (const listener of listeners) listener.forget(change);
  };
  const channel = options.channel ?? (redis ? pageChangesChannel(redis) : '');
  // This process already forgot what it announces; its own echo is skipped.
  const origin = randomBytes(8).toString('hex');
  const subscriber = redis ? createSubscriber(redis, options.log) : null;
  // Redis writes a message to every subscriber at once, so hearing our own echo means every
  // other process has it on its socket too.
  const echoes = new Map<number, () => void>();
  let nextId = 0;
  const heard = (id: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        echoes.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      echoes.set(id, done);
    });
  let subscribed = false;
  if (subscriber) {
    // ioredis subscribes again by itself once reconnected and then says 'ready'.
    const missed = () => {
      for (const listener of subscribed ? listeners : []) listener.forgetAll();
    };
    subscriber.on('ready', missed);
    subscriber.on('close', missed);
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      let message: z.infer<typeof messageSchema>;
      try {
        message = messageSchema.parse(JSON.parse(text));
      } catch {
        return;
      }
      if (message.origin === origin) echoes.get(message.id)?.();
      else forget({ projectId: message.projectId, slug: message.slug, domain: message.domain });
    });
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      () => undefined,
    );
  }
  return {
    /** Resolves once this process has forgotten the page and every other one has heard of it. */
    async announce(change: PageChange): Promise<void> {
      forget(change);
      if (!redis) return;
      nextId += 1;
      const id = nextId;
      const echo = subscriber?.status === 'ready' ? heard(id) : undefined;
      try {
        await redis.publish(channel, JSON.stringify({ origin, id, ...change }));
      } catch {
        // Redis is down (the client logs the outage): the others' trust runs out on its own.
        echoes.get(id)?.();
        return;
      }
      await echo;
    },
    /** Told of every change, and of all that may have been missed (Redis lost or regained). */
    listen(listener: PageChangeListener): void {
      listeners.push(listener);
    },
    /** This is the only process that can change pages (the embedded database). */
    soleProcess: options.soleProcess ?? false,
    /** Every change made by any process reaches this one: it is the only one, or subscribed. */
    complete(): boolean {
      return (options.soleProcess ?? false) || (subscribed && subscriber?.status === 'ready');
    },
    async close(): Promise<void> {
      if (subscriber) await closeRedis(subscriber);
    },
  };
}
