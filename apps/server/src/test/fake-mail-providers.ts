// Stand-ins for Kit (API v4), Beehiiv (API v2) and MailerLite (connect.mailerlite.com/api) on one
// 127.0.0.1 port, each under its own prefix (/kit, /beehiiv, /mailerlite) so each is reached
// through its own base address, as in production. Answers and error shapes follow the services'
// API references: Kit `{"errors": ["..."]}`, MailerLite `{"message", "errors": {field: [...]}}`,
// Beehiiv `{"status", "statusText", "errors": [{"message", "code"}]}`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KIT_KEY = 'kit_3f1c0a9b7e2d4c6a8b0e1f2a3b4c5d6e';
export const FAKE_KIT_EMAIL = 'ann@pietalk.example';
export const FAKE_KIT_FORMS = [
  { id: 5542011, name: 'Pie Talk newsletter' },
  { id: 5542012, name: 'Pie Talk bonus episodes' },
] as const;
export const FAKE_MAILERLITE_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI0IiwianRpIjoiZmFrZSJ9.c2lnbmF0dXJl';
export const FAKE_MAILERLITE_GROUPS = [
  { id: '111222333444555666', name: 'Listeners' },
  { id: '111222333444555777', name: 'Patrons' },
] as const;
export const FAKE_BEEHIIV_KEY = 'bh_Xr4mT9pLq2WvZs8KcN3yHd6Fj1Gb5Ae7';
export const FAKE_BEEHIIV_PUBLICATION = {
  id: 'pub_00000000-0000-4000-8000-00000000beef',
  name: 'Pie Talk Weekly',
};

export type FakeSubscriber = {
  provider: 'kit' | 'beehiiv' | 'mailerlite';
  email: string;
  /** The form, group or publication the address joined. */
  lists: string[];
  tags: string[];
};

export type FakeMailProviders = {
  url: string;
  /** KIT_API_URL, BEEHIIV_API_URL and MAILERLITE_API_URL for the server, plus the outbound allowances. */
  env: Record<string, string>;
  subscribers: FakeSubscriber[];
  calls: Array<{ method: string; path: string }>;
  /** Addresses each service refuses as not deliverable. */
  invalid: Set<string>;
  /** Addresses that unsubscribed before, on every service. */
  unsubscribed: Set<string>;
  /** Unsubscribes the services took, in order. */
  left: Array<{ provider: FakeSubscriber['provider']; email: string }>;
  /** 'down': 503s; 'throttled': 429s; 'up': normal answers. */
  setState(state: 'up' | 'down' | 'throttled'): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const beehiivError = (status: number, statusText: string, message: string, code: string) => ({
  status,
  statusText,
  errors: [{ message, code }],
});

export async function startFakeMailProviders(port = 0): Promise<FakeMailProviders> {
  const subscribers: FakeSubscriber[] = [];
  const calls: FakeMailProviders['calls'] = [];
  const invalid = new Set<string>();
  const unsubscribed = new Set<string>();
  const kitTags = new Map<string, number>();
  const kitIds = new Map<string, number>();
  const left: FakeMailProviders['left'] = [];
  const liteGroups: Array<{ id: string; name: string }> = [...FAKE_MAILERLITE_GROUPS];
  let state: 'up' | 'down' | 'throttled' = 'up';
  let nextId = 9000;

  const join = (
    provider: FakeSubscriber['provider'],
    email: string,
    list?: string,
    tag?: string,
  ) => {
    let row = subscribers.find((s) => s.provider === provider && s.email === email);
    if (!row) {
      row = { provider, email, lists: [], tags: [] };
      subscribers.push(row);
    }
    if (list && !row.lists.includes(list)) row.lists.push(list);
    if (tag && !row.tags.includes(tag)) row.tags.push(tag);
    return row;
  };

  async function kit(path: string, url: URL, request: IncomingMessage, response: ServerResponse) {
    if (request.headers['x-kit-api-key'] !== FAKE_KIT_KEY) {
      return json(response, 401, { errors: ['The access token is invalid'] });
    }
    if (state === 'down') return json(response, 503, { errors: ['Service Unavailable'] });
    if (state === 'throttled') {
      return json(response, 429, { errors: ['Rate limit hit. Please try again in a minute.'] });
    }
    const method = request.method ?? 'GET';
    if (path === '/v4/account' && method === 'GET') {
      return json(response, 200, {
        user: { email: FAKE_KIT_EMAIL },
        account: {
          id: 142,
          name: 'Pie Talk',
          plan_type: 'creator',
          primary_email_address: FAKE_KIT_EMAIL,
          created_at: '2023-02-17T11:43:55Z',
        },
      });
    }
    if (path === '/v4/forms' && method === 'GET') {
      return json(response, 200, {
        forms: FAKE_KIT_FORMS.map((form) => ({
          ...form,
          created_at: '2023-02-17T11:43:55Z',
          type: 'embed',
          format: 'inline',
          embed_js: `https://pietalk.kit.com/${form.id}/index.js`,
          embed_url: `https://pietalk.kit.com/${form.id}`,
          archived: false,
          uid: `${form.id}abc`,
        })),
        pagination: {
          has_previous_page: false,
          has_next_page: false,
          start_cursor: 'WzFd',
          end_cursor: 'WzJd',
          per_page: 500,
        },
      });
    }
    if (path === '/v4/subscribers' && method === 'GET') {
      const email = (url.searchParams.get('email_address') ?? '').toLowerCase();
      const id = kitIds.get(email);
      return json(response, 200, {
        subscribers:
          id === undefined ? [] : [{ id, first_name: null, email_address: email, state: 'active' }],
        pagination: {
          has_previous_page: false,
          has_next_page: false,
          start_cursor: null,
          end_cursor: null,
          per_page: 500,
        },
      });
    }
    const unsubscribe = /^\/v4\/subscribers\/(\d+)\/unsubscribe$/.exec(path);
    if (unsubscribe && method === 'POST') {
      const email = [...kitIds].find(([, id]) => String(id) === unsubscribe[1])?.[0];
      if (!email) return json(response, 404, { errors: ['Not Found'] });
      left.push({ provider: 'kit', email });
      response.writeHead(204).end();
      return;
    }
    const body = await readBody(request);
    const email = String(body.email_address ?? '').toLowerCase();
    if (path === '/v4/subscribers' && method === 'POST') {
      if (invalid.has(email)) return json(response, 422, { errors: ['Email address is invalid'] });
      const known = subscribers.some((s) => s.provider === 'kit' && s.email === email);
      if (!unsubscribed.has(email)) join('kit', email);
      const id = kitIds.get(email) ?? nextId++;
      kitIds.set(email, id);
      return json(response, known ? 200 : 201, {
        subscriber: {
          id,
          first_name: null,
          email_address: email,
          state: unsubscribed.has(email) ? 'cancelled' : 'active',
          created_at: '2026-11-26T10:00:00Z',
          fields: {},
        },
      });
    }
    const form = /^\/v4\/forms\/(\d+)\/subscribers$/.exec(path);
    if (form && method === 'POST') {
      if (!FAKE_KIT_FORMS.some((f) => String(f.id) === form[1])) {
        return json(response, 404, { errors: ['Not Found'] });
      }
      join('kit', email, form[1]);
      return json(response, 201, {
        subscriber: {
          id: nextId++,
          email_address: email,
          state: 'active',
          added_at: '2026-11-26T10:00:00Z',
        },
      });
    }
    if (path === '/v4/tags' && method === 'POST') {
      const name = String(body.name ?? '');
      const known = kitTags.get(name);
      const id = known ?? nextId++;
      kitTags.set(name, id);
      return json(response, known ? 200 : 201, {
        tag: { id, name, created_at: '2026-11-26T10:00:00Z' },
      });
    }
    const tag = /^\/v4\/tags\/(\d+)\/subscribers$/.exec(path);
    if (tag && method === 'POST') {
      const name = [...kitTags].find(([, id]) => String(id) === tag[1])?.[0];
      if (!name) return json(response, 404, { errors: ['Not Found'] });
      join('kit', email, undefined, name);
      return json(response, 201, {
        subscriber: {
          id: nextId++,
          email_address: email,
          state: 'active',
          tagged_at: '2026-11-26T10:00:00Z',
        },
      });
    }
    return json(response, 404, { errors: ['Not Found'] });
  }

  async function mailerLite(
    path: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (request.headers.authorization !== `Bearer ${FAKE_MAILERLITE_TOKEN}`) {
      return json(response, 401, { message: 'Unauthenticated.' });
    }
    if (state === 'down') return json(response, 503, { message: 'Service Unavailable' });
    if (state === 'throttled') return json(response, 429, { message: 'Too Many Attempts.' });
    const method = request.method ?? 'GET';
    if (path === '/api/groups' && method === 'GET') {
      const name = url.searchParams.get('filter[name]');
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const found = liteGroups.filter((g) => !name || g.name.includes(name)).slice(0, limit);
      return json(response, 200, {
        data: found.map((g) => ({
          ...g,
          active_count: 0,
          sent_count: 0,
          created_at: '2026-01-01 10:00:00',
        })),
        links: {
          first: `${url.origin}/api/groups?page=1`,
          last: `${url.origin}/api/groups?page=1`,
          prev: null,
          next: null,
        },
        meta: {
          current_page: 1,
          from: 1,
          last_page: 1,
          path: `${url.origin}/api/groups`,
          per_page: limit,
          to: found.length,
          total: found.length,
        },
      });
    }
    const body = await readBody(request);
    if (path === '/api/groups' && method === 'POST') {
      const group = { id: String(100000000000000000 + nextId++), name: String(body.name ?? '') };
      liteGroups.push(group);
      return json(response, 201, {
        data: { ...group, active_count: 0, created_at: '2026-11-26 10:00:00' },
      });
    }
    if (path === '/api/subscribers' && method === 'POST') {
      const email = String(body.email ?? '').toLowerCase();
      if (invalid.has(email)) {
        const message = 'The email must be a valid email address.';
        return json(response, 422, { message, errors: { email: [message] } });
      }
      if (body.status === 'unsubscribed') {
        left.push({ provider: 'mailerlite', email });
        return json(response, 200, {
          data: { id: String(nextId++), email, status: 'unsubscribed' },
        });
      }
      const known = subscribers.some((s) => s.provider === 'mailerlite' && s.email === email);
      const groups = Array.isArray(body.groups) ? body.groups.map(String) : [];
      if (!unsubscribed.has(email)) {
        for (const id of groups) {
          const group = liteGroups.find((g) => g.id === id);
          if (!group) {
            const message = 'The selected groups.0 is invalid.';
            return json(response, 422, { message, errors: { 'groups.0': [message] } });
          }
          const isList = FAKE_MAILERLITE_GROUPS.some((g) => g.id === id);
          join('mailerlite', email, isList ? id : undefined, isList ? undefined : group.name);
        }
      }
      return json(response, known ? 200 : 201, {
        data: {
          id: String(nextId++),
          email,
          status: unsubscribed.has(email) ? 'unsubscribed' : 'active',
          source: 'api',
          groups: groups.map((id) => liteGroups.find((g) => g.id === id)),
        },
      });
    }
    return json(response, 404, { message: 'Resource not found.' });
  }

  async function beehiiv(path: string, request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${FAKE_BEEHIIV_KEY}`) {
      return json(response, 401, beehiivError(401, 'Unauthorized', 'Unauthorized', 'UNAUTHORIZED'));
    }
    if (state === 'down') {
      return json(
        response,
        503,
        beehiivError(503, 'Service Unavailable', 'Please try again later', 'UNAVAILABLE'),
      );
    }
    if (state === 'throttled') {
      return json(
        response,
        429,
        beehiivError(429, 'Too Many Requests', 'Rate limit exceeded', 'RATE_LIMITED'),
      );
    }
    const method = request.method ?? 'GET';
    const publication = /^\/v2\/publications\/([^/]+)(\/.*)?$/.exec(path);
    if (!publication || publication[1] !== FAKE_BEEHIIV_PUBLICATION.id) {
      return json(
        response,
        404,
        beehiivError(404, 'Not Found', 'Publication not found', 'NOT_FOUND'),
      );
    }
    const rest = publication[2] ?? '';
    if (rest === '' && method === 'GET') {
      return json(response, 200, {
        data: {
          ...FAKE_BEEHIIV_PUBLICATION,
          organization_name: 'Pie Talk',
          referral_program_enabled: false,
          created: 1700000000,
        },
      });
    }
    const byEmail = /^\/subscriptions\/by_email\/(.+)$/.exec(rest);
    if (byEmail && method === 'GET') {
      const email = decodeURIComponent(byEmail[1] ?? '').toLowerCase();
      if (!subscribers.some((s) => s.provider === 'beehiiv' && s.email === email)) {
        return json(
          response,
          404,
          beehiivError(404, 'Not Found', 'Subscription not found', 'NOT_FOUND'),
        );
      }
      const id = `sub_${Buffer.from(email).toString('hex').slice(0, 24)}`;
      return json(response, 200, { data: { id, email, status: 'active', created: 1764150000 } });
    }
    const body = await readBody(request);
    const update = /^\/subscriptions\/sub_([0-9a-f]+)$/.exec(rest);
    if (update && method === 'PUT') {
      const found = subscribers.find(
        (s) =>
          s.provider === 'beehiiv' &&
          Buffer.from(s.email)
            .toString('hex')
            .startsWith(update[1] ?? '-'),
      );
      if (!found)
        return json(
          response,
          404,
          beehiivError(404, 'Not Found', 'Subscription not found', 'NOT_FOUND'),
        );
      if (body.unsubscribe === true) left.push({ provider: 'beehiiv', email: found.email });
      return json(response, 200, {
        data: { id: `sub_${update[1]}`, email: found.email, status: 'inactive' },
      });
    }
    if (rest === '/subscriptions' && method === 'POST') {
      const email = String(body.email ?? '').toLowerCase();
      if (invalid.has(email)) {
        return json(
          response,
          400,
          beehiivError(400, 'Bad Request', 'Invalid email', 'INVALID_EMAIL'),
        );
      }
      if (!unsubscribed.has(email)) join('beehiiv', email, FAKE_BEEHIIV_PUBLICATION.id);
      return json(response, 201, {
        data: {
          id: `sub_${Buffer.from(email).toString('hex').slice(0, 24)}`,
          email,
          status: unsubscribed.has(email) ? 'inactive' : 'active',
          created: 1764150000,
          subscription_tier: 'free',
          utm_source: String(body.utm_source ?? ''),
        },
      });
    }
    const tags = /^\/subscriptions\/sub_([0-9a-f]+)\/tags$/.exec(rest);
    if (tags && method === 'POST') {
      const email = subscribers.find(
        (s) =>
          s.provider === 'beehiiv' &&
          Buffer.from(s.email)
            .toString('hex')
            .startsWith(tags[1] ?? '-'),
      );
      if (!email)
        return json(
          response,
          404,
          beehiivError(404, 'Not Found', 'Subscription not found', 'NOT_FOUND'),
        );
      for (const tag of Array.isArray(body.tags) ? body.tags : [])
        join('beehiiv', email.email, undefined, String(tag));
      return json(response, 200, {
        data: { id: `sub_${tags[1]}`, email: email.email, tags: email.tags },
      });
    }
    return json(response, 404, beehiivError(404, 'Not Found', 'Not found', 'NOT_FOUND'));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    calls.push({ method: request.method ?? 'GET', path: url.pathname });
    // The journeys read what arrived over HTTP, as they run in another process.
    if (url.pathname === '/__fake/subscribers') return json(response, 200, { subscribers });
    const [, prefix = '', ...parts] = url.pathname.split('/');
    const path = `/${parts.join('/')}`;
    const handled =
      prefix === 'kit'
        ? kit(path, url, request, response)
        : prefix === 'mailerlite'
          ? mailerLite(path, url, request, response)
          : prefix === 'beehiiv'
            ? beehiiv(path, request, response)
            : Promise.resolve(json(response, 404, {}));
    void handled.catch(() => json(response, 500, { errors: ['Internal Server Error'] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      KIT_API_URL: `${base}/kit`,
      BEEHIIV_API_URL: `${base}/beehiiv`,
      MAILERLITE_API_URL: `${base}/mailerlite`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
    },
    subscribers,
    calls,
    invalid,
    unsubscribed,
    left,
    setState: (next) => {
      state = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
