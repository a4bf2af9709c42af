// The access matrix: every route of the OpenAPI document is called with owner A's ids while
// signed out and as another user B. Nothing of A's is readable or writable by either: A's
// records read the same afterwards, and no answer to them carries A's data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_IN_LIST_ID } from '@podpie/core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { type Access, MATRIX, type World } from './access-matrix.ts';
import {
  type Answer,
  call,
  createProject,
  PASSWORD,
  type Session,
  signUp,
  uniqueEmail,
} from './support/api.ts';
import { PrivatePostgres } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SECRET_TITLE = 'owner-a-secret-block-title';

let folder: string;
let server: ServerProcess;
let pg: PrivatePostgres;
let ownerA: Session;
let userB: Session;
let world: World;
let subscriberEmail: string;
let sink: SmtpSink;
let documented: string[] = [];
/** Personal API tokens: two of A's (read, write) and one of B's (write). */
let tokens: { aRead: string; aWrite: string; bWrite: string };

async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const settled = await answer;
  if (settled.status >= 300) throw new Error(`${what}: ${settled.status} ${settled.text}`);
  return settled;
}

function pngBytes(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** Opens the link mailed at sign-up (issue 33): connecting a list waits for a verified address. */
async function verifyAddress(url: string, email: string): Promise<void> {
  const mail = await sink.mailTo(email, 20_000, 'Verify your e-mail address');
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  await ok(
    call(url, { method: 'POST', path: '/api/auth/email/verify', body: { token } }),
    `verify ${email}`,
  );
}

/** Owner A with one of everything: a page, a built-in list with a subscriber, an upload. */
async function buildWorld(url: string): Promise<World> {
  const ownerEmail = uniqueEmail('owner-a');
  const userBEmail = uniqueEmail('user-b');
  ownerA = await signUp(url, ownerEmail);
  userB = await signUp(url, userBEmail);
  await verifyAddress(url, ownerEmail);
  await verifyAddress(url, userBEmail);
  const project = await createProject(url, ownerA);
  const services = (
    await ok(
      call(url, { method: 'GET', path: '/api/v1/mailing_services', session: ownerA }),
      'services',
    )
  ).json() as { data: { id: number; kind: string }[] };
  const builtIn = services.data.find((service) => service.kind === 'built_in');
  if (!builtIn) throw new Error('no built-in mailing service');
  await ok(
    call(url, {
      method: 'POST',
      path: `/api/v1/mailing_services/${builtIn.id}/mailing_integrations`,
      session: ownerA,
      body: {},
    }),
    'connect the built-in list',
  );
  const integrations = (
    await ok(
      call(url, { method: 'GET', path: '/api/v1/mailing_integrations', session: ownerA }),
      'integrations',
    )
  ).json() as { data: { id: number }[] };
  const integrationId = integrations.data[0]?.id;
  if (integrationId === undefined) throw new Error('no integration');

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'art.png');
  const uploaded = await fetch(`${url}/api/v1/uploads`, {
    method: 'POST',
    headers: ownerA,
    body: form,
  });
  if (uploaded.status !== 200)
    throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { cdnUrl } = (await uploaded.json()) as { cdnUrl: string };

  await ok(
    call(url, {
      method: 'POST',
      path: `/api/v1/projects/${project.id}/pies/sync`,
      session: ownerA,
      body: [
        { id: -1, main_type: 'TEXT-INPUT', title: SECRET_TITLE, image_url: cdnUrl, sort_order: 1 },
        {
          id: -2,
          main_type: 'MAILING-LIST',
          title: 'Join us',
          integration_id: integrationId,
          mailing_list_id: BUILT_IN_LIST_ID,
          sort_order: 2,
        },
      ],
    }),
    'publish',
  );
  // The podcast health switch on, analytics recording on.
  await ok(
    call(url, {
      method: 'PUT',
      path: `/api/v1/projects/${project.id}`,
      session: ownerA,
      body: { is_check_podcast_health: true },
    }),
    'health switch',
  );
  await ok(
    call(url, {
      method: 'PUT',
      path: `/api/v1/projects/${project.id}/analytics/settings`,
      session: ownerA,
      body: { recording: true },
    }),
    'analytics',
  );
  const newToken = async (session: Session, scope: 'read' | 'write') =>
    (
      (
        await ok(
          call(url, {
            method: 'POST',
            path: '/api/v1/tokens',
            session,
            body: { name: `matrix ${scope}`, scope },
          }),
          'token',
        )
      ).json() as { data: { id: number; token: string } }
    ).data;
  const aRead = await newToken(ownerA, 'read');
  tokens = {
    aRead: aRead.token,
    aWrite: (await newToken(ownerA, 'write')).token,
    bWrite: (await newToken(userB, 'write')).token,
  };
  // An endpoint for an event the world never makes: nothing is ever sent from this test.
  const hook = (
    await ok(
      call(url, {
        method: 'POST',
        path: `/api/v1/projects/${project.id}/webhooks`,
        session: ownerA,
        body: { url: 'https://hooks.example.com/in', events: ['health.link_up'] },
      }),
      'webhook',
    )
  ).json() as { data: { id: number } };
  subscriberEmail = uniqueEmail('listener');
  const subscribed = await fetch(`${url}/${project.slug}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ email: subscriberEmail }).toString(),
  });
  if (subscribed.status !== 200) throw new Error(`subscribe: ${subscribed.status}`);
  // Listed only once confirmed: the listener follows the link of the mail.
  const mail = await sink.mailTo(subscriberEmail);
  const confirm = /http\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '';
  const confirmed = await fetch(confirm, { method: 'POST' });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
  const devices = (
    await ok(call(url, { method: 'GET', path: '/api/auth/sessions', session: ownerA }), 'devices')
  ).json() as { sessions: { id: number }[] };
  const sessionId = devices.sessions[0]?.id;
  if (sessionId === undefined) throw new Error('no device');
  return {
    sessionId,
    projectId: project.id,
    slug: project.slug,
    integrationId,
    builtInServiceId: builtIn.id,
    uploadFile: cdnUrl.split('/').at(-1) ?? '',
    ownerEmail,
    tokenId: aRead.id,
    hookId: hook.data.id,
  };
}

/** Everything of A's as A reads it: the matrix's owner reads and A's account-wide lists. */
async function snapshotOfA(): Promise<Record<string, string>> {
  const paths = [
    ...Object.values(MATRIX)
      .filter((probe) => probe.ownerReads)
      .map((probe) => probe.path(world)),
    '/api/v1/projects',
    '/api/v1/mailing_integrations',
    '/api/auth/validate_token',
    `/uploads/${world.uploadFile}`,
  ];
  const snapshot: Record<string, string> = {};
  for (const path of paths) {
    const answer = await call(server.url, { method: 'GET', path, session: ownerA });
    // The export is stamped with the moment it was made; everything else must read the same.
    const text = answer.text.replace(/"exported_at":"[^"]*"/, '"exported_at":null');
    snapshot[path] = `${answer.status} ${text}`;
  }
  return snapshot;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'podpie-reliability-access-'));
  // PostgreSQL starts in seconds where a fresh PGlite folder takes tens of them.
  pg = new PrivatePostgres();
  pg.start();
  const databaseUrl = await pg.createDatabase('podpie_access');
  sink = await startSmtpSink();
  server = new ServerProcess({
    port: 3430,
    dataDir: folder,
    databaseUrl,
    env: { SMTP_URL: sink.url },
  });
  await server.start();
  world = await buildWorld(server.url);
  const docs = await ok(call(server.url, { method: 'GET', path: '/api/docs/json' }), 'OpenAPI');
  const paths = (docs.json() as { paths: Record<string, Record<string, unknown>> }).paths;
  documented = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method} ${path}`),
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  pg?.destroy();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** The statuses a caller who is not the owner may get from a route of this kind. */
function allowed(access: Access, signedIn: boolean): (status: number) => boolean {
  if (!signedIn && access !== 'public') return (status) => status === 401;
  if (access === 'owner') return (status) => status === 403 || status === 404;
  return (status) => status < 500;
}

describe('the access matrix', () => {
  it('covers every route of the OpenAPI document, and only those', () => {
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !documented.includes(route))).toEqual([]);
  });

  it("the owner's reads aim at real records", async () => {
    const snapshot = await snapshotOfA();
    for (const [path, answer] of Object.entries(snapshot)) {
      expect(answer.slice(0, 3), path).toBe('200');
    }
    const text = Object.values(snapshot).join('\n');
    expect(text).toContain(SECRET_TITLE);
    expect(text).toContain(subscriberEmail);
  });

  it("signed out and as another user, nothing of A's is readable or writable", async () => {
    const before = await snapshotOfA();
    // B signs out a session of its own, so the rest of the matrix still runs as B.
    const signedInAgain = await fetch(`${server.url}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: userB.uid, password: PASSWORD }),
    });
    expect(signedInAgain.status).toBe(200);
    const secondB: Session = {
      'access-token': signedInAgain.headers.get('access-token') ?? '',
      client: signedInAgain.headers.get('client') ?? '',
      uid: signedInAgain.headers.get('uid') ?? '',
    };
    const leaks = [SECRET_TITLE, subscriberEmail, world.ownerEmail];
    const wrong: string[] = [];
    for (const [route, probe] of Object.entries(MATRIX)) {
      const [method = 'GET'] = route.split(' ');
      for (const caller of ['signed out', 'user B'] as const) {
        const session =
          caller === 'signed out' ? undefined : route.endsWith('sign_out') ? secondB : userB;
        const answer = await call(server.url, {
          method,
          path: probe.path(world),
          session,
          body: probe.body?.(world),
        });
        if (!allowed(probe.access, session !== undefined)(answer.status)) {
          wrong.push(`${caller} ${route}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
        const leaked = leaks.filter((secret) => answer.text.includes(secret));
        if (leaked.length > 0) wrong.push(`${caller} ${route} shows ${leaked.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  }, 120_000);

  it("with API tokens: A's read token only reads, A's write token reads, B's token reaches nothing of A's", async () => {
    const before = await snapshotOfA();
    const wrong: string[] = [];
    const leaks = [SECRET_TITLE, subscriberEmail, world.ownerEmail];
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    for (const [route, probe] of Object.entries(MATRIX)) {
      const [method = 'GET'] = route.split(' ');
      const path = probe.path(world);
      if (probe.access === 'public' || !path.startsWith('/api/v1/')) continue;
      const send = (token: string) =>
        call(server.url, { method, path, headers: bearer(token), body: probe.body?.(world) });
      // Another owner's write token: what user B gets, and nothing of A's in the answer.
      const asB = await send(tokens.bWrite);
      if (!allowed(probe.access, true)(asB.status)) {
        wrong.push(`B's token ${route}: ${asB.status} ${asB.text.slice(0, 200)}`);
      }
      if (leaks.some((secret) => asB.text.includes(secret))) wrong.push(`B's token ${route} leaks`);
      if (method === 'GET') {
        // A's own tokens read what A reads (token routes excepted: tokens cannot manage tokens).
        for (const token of [tokens.aRead, tokens.aWrite]) {
          const read = await send(token);
          const expected = route.startsWith('GET /api/v1/tokens')
            ? 403
            : probe.ownerReads
              ? 200
              : read.status;
          if (read.status !== expected || read.status >= 500) {
            wrong.push(`A's token ${route}: ${read.status} ${read.text.slice(0, 200)}`);
          }
        }
      } else {
        // A's read token on any write: 403 with a code, nothing changed (the snapshot below).
        const write = await send(tokens.aRead);
        const code = (write.json() as { code?: string }).code;
        if (write.status !== 403 || !code?.startsWith('token_')) {
          wrong.push(`A's read token ${route}: ${write.status} ${write.text.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  }, 120_000);
});
