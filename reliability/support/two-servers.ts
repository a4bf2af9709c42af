// Two Podpie server processes behind no balancer, on one private PostgreSQL and one private
// Redis, with an owner and a published project: the stage of the load and outage suites.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProject, type Project, publish, type Session, signUp } from './api.ts';
import { PrivatePostgres } from './postgres.ts';
import { PrivateRedis } from './redis.ts';
import { ServerProcess } from './server.ts';

export type TwoServers = {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  servers: ServerProcess[];
  owner: Session;
  project: Project;
  /** Stops the servers and both services and removes the folder. */
  close(): Promise<void>;
};

/**
 * Starts the services and the servers on `ports`, signs an owner up on the first and publishes
 * version 0 of `marker` with `blocks` blocks; throws when that publish is not a 200.
 */
export async function startTwoServers(options: {
  label: string;
  ports: [number, number];
  marker: string;
  blocks: number;
}): Promise<TwoServers> {
  const folder = mkdtempSync(join(tmpdir(), `podpie-reliability-${options.label}-`));
  const pg = new PrivatePostgres();
  const redis = new PrivateRedis();
  let servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    pg.destroy();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    pg.start();
    await redis.start();
    const databaseUrl = await pg.createDatabase(`podpie_${options.label}`);
    servers = options.ports.map(
      (port) =>
        new ServerProcess({
          port,
          dataDir: join(folder, String(port)),
          databaseUrl,
          redisUrl: redis.url,
        }),
    );
    await Promise.all(servers.map((server) => server.start()));
    const [first] = servers;
    if (!first) throw new Error('no server');
    const owner = await signUp(first.url);
    const project = await createProject(first.url, owner);
    const status = await publish(first.url, owner, project, options.marker, 0, options.blocks);
    if (status !== 200) throw new Error(`the first publish answered ${status}`);
    return { pg, redis, servers, owner, project, close };
  } catch (error) {
    await close();
    throw error;
  }
}
