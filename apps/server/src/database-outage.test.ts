// PostgreSQL going away under a running server: the server answers 503 with a message while it
// is away and serves normally once it is back, with no restart. The outage is a TCP relay in
// front of the real PostgreSQL that the test takes down; the database server itself is untouched.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openPostgres } from './db/client.ts';
import { DATABASE_UNAVAILABLE_KEY } from './lib/errors.ts';
import { TEST_DATABASE_URL } from './test/database.ts';
import { type AuthHeaders, signUp, testConfig } from './test/helper.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

describe.skipIf(TEST_DATABASE_URL === undefined)(
  'PostgreSQL restarted under a running server',
  () => {
    const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost');
    const schema = `outage_${randomBytes(5).toString('hex')}`;
    const admin = postgres(url.href, { max: 1, onnotice: () => {} });
    let proxy: TcpProxy;
    let app: FastifyInstance;
    let owner: AuthHeaders;

    beforeAll(async () => {
      await admin.unsafe(`create schema "${schema}"`);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const throughProxy = new URL(url.href);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      app = await buildApp(testConfig(), {
        database: openPostgres(throughProxy.href, { schema, max: 2 }),
      });
      await app.ready();
      owner = await signUp(app);
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.close();
      await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      await admin.end({ timeout: 5 });
    });

    const projects = () => app.inject({ url: '/api/v1/projects', headers: owner });

    it('answers 503 with a message during the outage and serves again after it', async () => {
      expect((await projects()).statusCode).toBe(200);

      await proxy.stop();
      const during = await projects();
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({
        errors: ['The database is not answering right now. Please try again in a moment.'],
        code: 'unavailable',
        key: DATABASE_UNAVAILABLE_KEY,
      });
      const page = await app.inject({ url: '/somepage' });
      expect(page.statusCode).toBe(503);

      await proxy.start();
      const after = await projects();
      expect(after.statusCode).toBe(200);
      expect(Array.isArray(after.json().data)).toBe(true);
    });
  },
);
