import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pies, projects } from '../../db/schema.ts';
import { closeRedis, createSubscriber, type RedisLog } from '../../lib/redis.ts';
import { findProjectSlug } from './repository.ts';

/** A project whose published page may look different now; `slug` is its current address. */
export type PageChange = { projectId: number; slug: string | null };
export type PageChangeListener = (change: PageChange) => void;

/**
 * Tells every server process that a page changed, so none keeps serving the version it trusted
 * (page-routes.ts, hot-pages.ts). This process forgets at once; the others hear it through Redis
 * pub/sub. Without Redis, or while it is down, other processes catch up when their trust ends.
 */
export interface PageChanges {
  /** Resolves once this process has forgotten the page and Redis has taken the message. */
  announce(change: PageChange): Promise<void>;
  listen(listener: PageChangeListener): void;
  /**
   * Told when changes may have been missed (Redis pub/sub lost or regained): whatever was trusted
   * on the strength of announcements must be read again.
   */
  listenMissed(listener: () => void): void;
  /**
   * True while every change made by any process reaches this one: it is the only process (the
   * embedded database), or it is subscribed to the others' announcements right now.
   */
  complete(): boolean;
  /** This is the only process that can change pages (the embedded database). */
  readonly soleProcess: boolean;
  close(): Promise<void>;
}

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
});

export function createPageChanges(options: {
  redis: Redis | null;
  log?: RedisLog;
  channel?: string;
  /** No other process can change pages (PGlite allows one server per data folder). */
  soleProcess?: boolean;
}): PageChanges {
  const channel = options.channel ?? (options.redis ? pageChangesChannel(options.redis) : '');
  const listeners: PageChangeListener[] = [];
  const tell = (change: PageChange) => {
    for (const listener of listeners) listener(change);
  };
  // This process already forgot what it announces; its own echo is skipped.
  const origin = randomBytes(8).toString('hex');
  const { redis } = options;
  const subscriber = redis ? createSubscriber(redis, options.log) : null;
  // Redis writes a message to every subscriber at once, so hearing our own echo means every
  // other process has it on its socket too.
  const echoes = new Map<number, () => void>();
  let nextId = 0;
  const heard = (id: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        echoes.delete(id);
        resolve();
      }, ECHO_WAIT_MS);
      echoes.set(id, () => {
        clearTimeout(timer);
        echoes.delete(id);
        resolve();
      });
    });
  const missedListeners: (() => void)[] = [];
  let subscribed = false;
  const missed = () => {
    for (const listener of missedListeners) listener();
  };
  if (subscriber) {
    // ioredis subscribes again by itself once reconnected and then says 'ready'.
    subscriber.on('ready', () => {
      if (subscribed) missed();
    });
    subscriber.on('close', () => {
      if (subscribed) missed();
    });
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      let message: z.infer<typeof messageSchema>;
      try {
        message = messageSchema.parse(JSON.parse(text));
      } catch {
        return;
      }
      if (message.origin === origin) echoes.get(message.id)?.();
      else tell({ projectId: message.projectId, slug: message.slug });
    });
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      () => undefined,
    );
  }
  return {
    async announce(change) {
      tell(change);
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
    listen(listener) {
      listeners.push(listener);
    },
    listenMissed(listener) {
      missedListeners.push(listener);
    },
    soleProcess: options.soleProcess ?? false,
    complete() {
      if (options.soleProcess) return true;
      return subscribed && subscriber?.status === 'ready';
    },
    async close() {
      if (subscriber) await closeRedis(subscriber);
    },
  };
}

/** The subscriber is ready to hear others' changes (tests wait for it before publishing). */
export async function pageChangesReady(redis: Redis, channel = pageChangesChannel(redis)) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const counts = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(counts[1]) > 0) return Number(counts[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

/** Announces every page showing the feed at `url`: its stored episodes just changed. */
export async function announceFeedPages(
  db: Database,
  changes: PageChanges,
  url: string,
): Promise<void> {
  const rows = await db
    .selectDistinct({ projectId: projects.id, slug: projects.slug })
    .from(pies)
    .innerJoin(projects, eq(projects.id, pies.projectId))
    .where(and(eq(pies.main_type, 'PODCAST-FEED'), eq(pies.link_value, url)));
  await Promise.all(rows.map((row) => changes.announce(row)));
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const notedChanges = new WeakMap<FastifyRequest, PageChange>();

/**
 * A route that already knows the page it changed says so here, and the announcement uses it
 * instead of looking the address up again (a publish holds the project row it locked).
 */
export function noteChangedPage(request: FastifyRequest, change: PageChange): void {
  notedChanges.set(request, change);
}

const PROJECT_API = '/api/v1/projects';

/** The project a request changed: the `:id` of its address, or the project it answered with. */
async function changedProject(
  db: Database,
  params: unknown,
  payload: unknown,
): Promise<PageChange | null> {
  const idParam =
    typeof params === 'object' && params !== null && 'id' in params ? Number(params.id) : NaN;
  if (Number.isSafeInteger(idParam)) {
    return { projectId: idParam, slug: await findProjectSlug(db, idParam) };
  }
  if (typeof payload !== 'string') return null;
  let answer: unknown;
  try {
    answer = JSON.parse(payload);
  } catch {
    return null;
  }
  // A created or imported project comes back as `{ data: project }`.
  const project = z.object({ id: z.number().int(), slug: z.string() });
  const answered = z
    .union([project, z.object({ data: project }).transform((a) => a.data)])
    .safeParse(answer);
  return answered.success ? { projectId: answered.data.id, slug: answered.data.slug } : null;
}

/**
 * Announces the page of every project an API call changed (blocks published, settings, slug,
 * recording, deletion, import) before the answer leaves, so once the owner sees 200 no process
 * serves the page as it was. Register it before the API routes.
 */
export function announceProjectChanges(app: FastifyInstance, changes: PageChanges): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!MUTATING.has(request.method) || reply.statusCode >= 400) return payload;
    if (!request.url.startsWith(PROJECT_API)) return payload;
    let change: PageChange | null;
    try {
      change = notedChanges.get(request) ?? (await changedProject(app.db, request.params, payload));
    } catch (error) {
      // The change is made: failing its answer now would only mislead. Trust runs out in a second.
      request.log.warn({ err: error }, 'could not announce a page change');
      return payload;
    }
    if (change) await changes.announce(change);
    return payload;
  });
}
