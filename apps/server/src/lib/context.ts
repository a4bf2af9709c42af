import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Session } from '../modules/auth/sessions.ts';
import type { PageChanges } from '../modules/public-page/page-changes.ts';
import type { OutboundClient } from './outbound.ts';

// What every plugin can reach: `app.config`, `app.db`, `app.now()` on the instance, and
// `request.auth` (the signed-in device, set by the requireSignedIn/loadSession hooks).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The clock; tests move it to expire tokens and passcodes. */
    now: () => Date;
    /** The guarded outbound client (lib/outbound.ts). */
    outbound: OutboundClient;
    /** Background jobs of this process; `wake` runs due jobs now (a no-op when jobs are off). */
    jobs: { wake: () => void };
    /** The one Redis client of this process (lib/redis.ts); null without REDIS_URL. */
    redis: Redis | null;
    /** Tells every process that a published page changed (public-page/page-changes.ts). */
    pageChanges: PageChanges;
  }
  interface FastifyRequest {
    auth: Session | null;
  }
}
