// A stand-in for Mailchimp on 127.0.0.1 with answers shaped like the real ones (recorded from
// Mailchimp's OAuth 2 and Marketing API 3.0 documentation): the authorize page, the token and
// metadata endpoints of login.mailchimp.com, and the lists and members of the data-centre API.
// Tests and the browser journeys point MAILCHIMP_* and the metadata's api_endpoint at it.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MAILCHIMP_CLIENT_ID = '123456789012';
export const FAKE_MAILCHIMP_CLIENT_SECRET = 'fake-mailchimp-client-secret-0123456789';
export const FAKE_MAILCHIMP_LOGIN_EMAIL = 'ann@pietalk.example';
export const FAKE_MAILCHIMP_LISTS = [
  { id: 'a1b2c3d4e5', name: 'Pie Talk listeners' },
  { id: 'f6e7d8c9b0', name: 'Pie Talk patrons' },
] as const;

export type FakeMember = {
  listId: string;
  hash: string;
  email: string;
  status: string;
  tags: string[];
};

export type FakeCall = { method: string; path: string; authorization: string | undefined };

export type FakeMailchimp = {
  url: string;
  env: Record<string, string>;
  /** Every request, in order. */
  calls: FakeCall[];
  members: FakeMember[];
  /** Access tokens handed out; a test checks none leaks into logs or answers. */
  tokens: string[];
  /** Answer 503 to the data-centre API until set back to false. */
  setDown(down: boolean): void;
  /** Forget every token, as when the owner revokes the app in Mailchimp. */
  revokeTokens(): void;
  close(): Promise<void>;
};

const md5 = (text: string) => createHash('md5').update(text.toLowerCase()).digest('hex');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(JSON.stringify(body));
}

const problem = (status: number, title: string, detail: string) => ({
  type: 'https://mailchimp.com/developer/marketing/docs/errors/',
  title,
  status,
  detail,
  instance: randomBytes(16).toString('hex'),
});

export async function startFakeMailchimp(port = 0): Promise<FakeMailchimp> {
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const issued: string[] = [];
  const calls: FakeCall[] = [];
  const members: FakeMember[] = [];
  let down = false;
  let base = '';

  const bearer = (request: IncomingMessage, scheme: 'OAuth' | 'Bearer'): boolean => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith(`${scheme} `) ? header.slice(scheme.length + 1) : '';
    return tokens.has(token);
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => json(response, 500, problem(500, 'Error', '')));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    calls.push({ method, path: url.pathname, authorization: request.headers.authorization });
    const body = method === 'GET' ? '' : await readBody(request);

    if (url.pathname === '/__fake/members' && method === 'GET') {
      // Not Mailchimp: lets a browser journey, whose fake runs in another process, look inside.
      json(response, 200, { members });
      return;
    }

    if (url.pathname === '/__fake/revoke' && method === 'POST') {
      tokens.clear();
      response.writeHead(204).end();
      return;
    }

    if (url.pathname === '/oauth2/authorize' && method === 'GET') {
      // Mailchimp's consent page, reduced to its Allow button.
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('client_id') !== FAKE_MAILCHIMP_CLIENT_ID || !redirect) {
        response.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Invalid client</h1>');
        return;
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, redirect);
      const target = new URL(redirect);
      target.searchParams.set('code', code);
      if (state) target.searchParams.set('state', state);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!DOCTYPE html><title>Mailchimp</title><h1>Podpie would like to access ${FAKE_MAILCHIMP_LOGIN_EMAIL}</h1>` +
          `<a id="allow" href="${target.href.replace(/&/g, '&amp;')}">Allow</a>`,
      );
      return;
    }

    if (url.pathname === '/oauth2/token' && method === 'POST') {
      const form = new URLSearchParams(body);
      const code = form.get('code') ?? '';
      const ok =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === FAKE_MAILCHIMP_CLIENT_ID &&
        form.get('client_secret') === FAKE_MAILCHIMP_CLIENT_SECRET &&
        codes.get(code) === form.get('redirect_uri');
      if (!ok) {
        json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid authorization code',
        });
        return;
      }
      codes.delete(code);
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      issued.push(token);
      json(response, 200, { access_token: token, expires_in: 0, scope: null });
      return;
    }

    if (url.pathname === '/oauth2/metadata' && method === 'GET') {
      if (!bearer(request, 'OAuth')) {
        json(response, 401, { error: 'invalid_token', error_description: 'Invalid token' });
        return;
      }
      json(response, 200, {
        dc: 'us21',
        role: 'owner',
        accountname: 'Pie Talk',
        user_id: 81234567,
        login: {
          email: FAKE_MAILCHIMP_LOGIN_EMAIL,
          avatar: null,
          login_id: 81234567,
          login_name: 'annbaker',
          login_email: FAKE_MAILCHIMP_LOGIN_EMAIL,
        },
        login_url: 'https://login.mailchimp.com',
        api_endpoint: base,
      });
      return;
    }

    if (url.pathname.startsWith('/3.0/')) {
      if (!bearer(request, 'Bearer')) {
        json(
          response,
          401,
          problem(
            401,
            'API Key Invalid',
            "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
          ),
        );
        return;
      }
      if (down) {
        json(response, 503, problem(503, 'Service Unavailable', 'Please try again later.'));
        return;
      }
      return dataCentre(url, method, body, response);
    }
    json(
      response,
      404,
      problem(404, 'Resource Not Found', 'The requested resource could not be found.'),
    );
  }

  function dataCentre(url: URL, method: string, body: string, response: ServerResponse): void {
    if (url.pathname === '/3.0/lists' && method === 'GET') {
      json(response, 200, {
        lists: FAKE_MAILCHIMP_LISTS.map((list) => ({
          id: list.id,
          web_id: 100001,
          name: list.name,
          stats: { member_count: members.filter((m) => m.listId === list.id).length },
        })),
        total_items: FAKE_MAILCHIMP_LISTS.length,
      });
      return;
    }
    const member = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(url.pathname);
    const list = FAKE_MAILCHIMP_LISTS.find((entry) => entry.id === member?.[1]);
    if (!member || !list) {
      json(
        response,
        404,
        problem(404, 'Resource Not Found', 'The requested resource could not be found.'),
      );
      return;
    }
    const hash = member[2] ?? '';
    const parsed = JSON.parse(body || '{}') as {
      email_address?: string;
      status_if_new?: string;
      tags?: Array<{ name: string; status: string }>;
    };
    const existing = members.find((m) => m.listId === list.id && m.hash === hash);
    if (member[3] && method === 'POST') {
      if (!existing) {
        json(
          response,
          404,
          problem(404, 'Resource Not Found', 'The requested resource could not be found.'),
        );
        return;
      }
      for (const tag of parsed.tags ?? []) {
        if (tag.status === 'active' && !existing.tags.includes(tag.name))
          existing.tags.push(tag.name);
      }
      response.writeHead(204).end();
      return;
    }
    if (method === 'PUT') {
      const email = parsed.email_address ?? '';
      if (md5(email) !== hash) {
        json(
          response,
          400,
          problem(400, 'Invalid Resource', 'The resource submitted could not be validated.'),
        );
        return;
      }
      const statuses = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];
      if (!existing && !statuses.includes(parsed.status_if_new ?? '')) {
        // As Mailchimp: a new member needs a status, which the fake keeps for the tests to read.
        json(
          response,
          400,
          problem(400, 'Invalid Resource', 'The resource submitted could not be validated.'),
        );
        return;
      }
      const row = existing ?? {
        listId: list.id,
        hash,
        email,
        status: parsed.status_if_new ?? 'pending',
        tags: [],
      };
      if (!existing) members.push(row);
      json(response, 200, {
        id: hash,
        email_address: row.email,
        unique_email_id: hash.slice(0, 10),
        status: row.status,
        list_id: list.id,
        tags_count: row.tags.length,
        tags: row.tags.map((name, id) => ({ id, name })),
      });
      return;
    }
    json(response, 405, problem(405, 'Method Not Allowed', 'The requested method is not allowed.'));
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      MAILCHIMP_CLIENT_ID: FAKE_MAILCHIMP_CLIENT_ID,
      MAILCHIMP_CLIENT_SECRET: FAKE_MAILCHIMP_CLIENT_SECRET,
      MAILCHIMP_AUTH_URL: `${base}/oauth2/authorize`,
      MAILCHIMP_TOKEN_URL: `${base}/oauth2/token`,
      MAILCHIMP_METADATA_URL: `${base}/oauth2/metadata`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
    },
    calls,
    members,
    tokens: issued,
    setDown: (value) => {
      down = value;
    },
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
