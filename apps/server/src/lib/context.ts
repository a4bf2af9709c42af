import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Jobs } from './jobs-plugin.ts';
import type { OutboundClient } from './outbound.ts';

// What every plugin can reach: `app.config`, `app.db`, `app.now()` and the clients below. Modules
// declare their own additions beside their plugins (`request.auth` in modules/auth/guard.ts,
// `app.pageChanges` in modules/public-page/plugin.ts): lib/ knows no module.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The clock; tests move it to expire tokens and passcodes. */
    now: () => Date;
    /** The guarded outbound client (lib/outbound.ts). */
    outbound: OutboundClient;
    /** Background jobs of this process (lib/jobs-plugin.ts): kinds register, `wake` runs due work. */
    jobs: Jobs;
    /** The one Redis client of this process (lib/redis.ts); null without REDIS_URL. */
    redis: Redis | null;
  }
}
