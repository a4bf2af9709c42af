// The world of the host-routing and Caddy tests: the app listening on 127.0.0.1 with its DNS
// answered by a test DNS server, an owner with a published page, and a helper that connects and
// verifies a domain for it.
import { Agent, request } from 'node:http';
import type { Config } from '../../config.ts';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { publishPage } from '../public-page/test-world.ts';
import { loadDomainsConfig } from './config.ts';

export const TARGET_HOST = 'pages.podpie.test';

export type DomainWorld = TestApp & {
  dns: TestDnsServer;
  origin: string;
  owner: Awaited<ReturnType<typeof createUser>>;
  page: { id: number; slug: string };
  /** Connects `domain` to the page, publishes its records in the test DNS and checks it. */
  connect(domain: string, primary?: boolean): Promise<{ state: string }>;
  close(): Promise<void>;
};

export async function startDomainWorld(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<DomainWorld> {
  const dns = await startTestDnsServer();
  dns.set(TARGET_HOST, { A: ['127.0.0.1'] });
  const world = await buildTestApp({
    domains: loadDomainsConfig(
      {
        DOMAIN_ALLOW_TEST_TLD: 'true',
        DOMAIN_TARGET_HOST: TARGET_HOST,
        DOMAIN_DNS_SERVERS: dns.address,
        ...env,
      },
      'http://podpie.test',
    ),
    ...overrides,
  });
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  const address = world.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const owner = await createUser(world.app);
  const page = await publishPage(world.app, owner, [
    { main_type: 'HEADER-TITLE', title: 'The Daily Pie' },
  ]);
  return {
    ...world,
    dns,
    origin: `http://127.0.0.1:${port}`,
    owner,
    page,
    async connect(domain, primary = false) {
      const url = `/api/v1/projects/${page.id}/domain`;
      const put = await world.app.inject({
        method: 'PUT',
        url,
        headers: owner,
        payload: { domain, primary },
      });
      if (put.statusCode !== 200) throw new Error(`domain not connected: ${put.body}`);
      for (const record of put.json().data.records as {
        type: string;
        name: string;
        value: string;
      }[]) {
        if (record.type === 'CNAME') dns.set(record.name, { CNAME: record.value });
        if (record.type === 'TXT') dns.set(record.name, { TXT: [record.value] });
      }
      const checked = await world.app.inject({
        method: 'POST',
        url: `${url}/check`,
        headers: owner,
      });
      return checked.json().data;
    },
    async close() {
      await world.app.close();
      await dns.close();
    },
  };
}

export type Fetched = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A GET with any Host header (fetch does not let a caller set Host). */
export function getWithHost(
  origin: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<Fetched> {
  // A new kept-alive connection each time, as a browser's first: a held page then comes from the
  // socket front (socket-front.ts), which leaves a connection asked to close to Node.
  const agent = new Agent({ keepAlive: true });
  return new Promise<Fetched>((resolve, reject) => {
    const sent = request(
      `${origin}${path}`,
      { headers: { host, ...headers }, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  }).finally(() => agent.destroy());
}
