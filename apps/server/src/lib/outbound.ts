// The one guarded client for every server-side fetch of an address the server did not choose:
// feeds, link pages, oEmbed documents, artwork, directory APIs. The IP check is done inside the
// socket's DNS lookup (outbound-address.ts, then request-filtering-agent's own), so a refused
// address is never connected to; redirects are followed here, one hop at a time, so every hop
// gets the same checks.
import { lookup as dnsLookup } from 'node:dns';
import type { IncomingHttpHeaders, IncomingMessage, RequestOptions } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { addressRefusal, guardedLookup } from './outbound-address.ts';
import { BodyTooLargeError, readCappedBody } from './outbound-body.ts';
import { OutboundError } from './outbound-error.ts';

export { isOutboundError, OutboundError } from './outbound-error.ts';

/** Body size caps by what is fetched (decoded bytes). */
export const OUTBOUND_SIZE_CAPS = {
  feed: 20 * 1024 * 1024,
  page: 5 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  api: 2 * 1024 * 1024,
} as const;
export type OutboundKind = keyof typeof OUTBOUND_SIZE_CAPS;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface OutboundClientOptions {
  /** Sent on every request, e.g. 'PodpieBot/1.0 (+https://podpie.example)'. */
  userAgent: string;
  /** Lifts the private-address refusal (OUTBOUND_ALLOW_PRIVATE, local testing only). */
  allowPrivate?: boolean;
  /** IPs or CIDRs that are allowed even though private (narrower than allowPrivate). */
  allowedAddresses?: readonly string[];
  /** Ports allowed besides the scheme's default; 'any' allows every port. Default [80, 443]. */
  allowedPorts?: readonly number[] | 'any';
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** DNS resolution, injectable so tests can make a public-looking name answer any address. */
  lookup?: LookupFunction;
}

export interface OutboundRequest {
  url: string | URL;
  /** Picks the size cap; `maxBytes` overrides it. Default 'page'. */
  kind?: OutboundKind;
  maxBytes?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  /** Conditional GET: the validators the caller kept from its last successful fetch. */
  etag?: string | null;
  lastModified?: string | null;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Empty when notModified. */
  body: Buffer;
  /** True when the server answered 304 to the caller's etag / lastModified. */
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
}

export interface OutboundClient {
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /**
   * Fetches and parses JSON whatever the content type (Apple answers text/javascript). A non-2xx
   * answer that is not JSON gives `json: null`; a 2xx one that is not JSON is an error.
   */
  requestJson(request: OutboundRequest): Promise<{ response: OutboundResponse; json: unknown }>;
  /** Closes idle keep-alive sockets. */
  close(): void;
}

const DEFAULTS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxRedirects: 5,
  allowedPorts: [80, 443] as readonly number[],
};

const parseUrl = (raw: string | URL, base?: string): URL => {
  try {
    return new URL(raw, base);
  } catch (error) {
    throw new OutboundError('invalid_url', String(raw), { cause: error });
  }
};

const effectivePort = (url: URL): number =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

// URL keeps IPv6 literals in brackets; the socket and the address check want the bare address.
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

const headerValue = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** How a reused keep-alive socket that the host had closed fails. */
const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** request-filtering-agent reports a refusal as a lookup error with this wording. */
const isAgentRefusal = (error: unknown): boolean =>
  error instanceof Error && /is not allowed/.test(error.message);

export const createOutboundClient = (options: OutboundClientOptions): OutboundClient => {
  const settings = {
    userAgent: options.userAgent,
    allowedPorts: options.allowedPorts ?? DEFAULTS.allowedPorts,
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs,
    totalTimeoutMs: options.totalTimeoutMs ?? DEFAULTS.totalTimeoutMs,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
  };
  const policy = {
    allowPrivate: options.allowPrivate ?? false,
    allowedAddresses: options.allowedAddresses ?? [],
  };
  // Ours judges embedded IPv4 and metadata ranges; the agent's own check stays as a second one.
  const lookup = guardedLookup(options.lookup ?? dnsLookup, policy);
  const filter = {
    allowPrivateIPAddress: policy.allowPrivate,
    allowIPAddressList: [...policy.allowedAddresses],
    keepAlive: true,
    maxSockets: 32,
  };
  const httpAgent = new RequestFilteringHttpAgent(filter);
  const httpsAgent = new RequestFilteringHttpsAgent(filter);

  const checkAddress = (url: URL): void => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundError('scheme_refused', url.href);
    }
    if (url.username || url.password) throw new OutboundError('invalid_url', url.href);
    // An address written in the URL is never looked up, so it is judged here.
    if (addressRefusal(bareHost(url), policy)) throw new OutboundError('address_refused', url.href);
    const port = effectivePort(url);
    const defaultPort = url.protocol === 'https:' ? 443 : 80;
    if (
      port !== defaultPort &&
      settings.allowedPorts !== 'any' &&
      !settings.allowedPorts.includes(port)
    ) {
      throw new OutboundError('port_refused', url.href);
    }
  };

  const oneHop = (
    url: URL,
    hop: {
      method: 'GET' | 'POST' | 'PUT' | 'HEAD';
      headers: Record<string, string>;
      body: string | undefined;
    },
    deadline: AbortSignal,
    repeated = false,
  ): Promise<IncomingMessage> =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const isHttps = url.protocol === 'https:';
      const requestOptions: RequestOptions = {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: effectivePort(url),
        path: `${url.pathname}${url.search}`,
        method: hop.method,
        headers: hop.headers,
        agent: isHttps ? httpsAgent : httpAgent,
        signal: deadline,
        lookup,
      };
      const send = isHttps ? httpsRequest : httpRequest;
      const req = send(requestOptions, resolve);
      let connectTimer: NodeJS.Timeout | undefined;
      req.on('socket', (socket: Socket) => {
        if (!socket.connecting) return;
        connectTimer = setTimeout(() => {
          req.destroy(new OutboundError('timeout', url.href));
        }, settings.connectTimeoutMs);
        socket.once('connect', () => clearTimeout(connectTimer));
        socket.once('close', () => clearTimeout(connectTimer));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(connectTimer);
        // A host may close an idle connection just as we reuse it (its keep-alive timeout); the
        // reset then says nothing about the host, so a GET or HEAD (safe to repeat) is sent once
        // more, on whichever socket the pool gives next.
        const repeatable = hop.method === 'GET' || hop.method === 'HEAD';
        const stale = req.reusedSocket && STALE_SOCKET_CODES.has(error.code ?? '');
        if (repeatable && stale && !repeated && !deadline.aborted) {
          resolve(oneHop(url, hop, deadline, true));
          return;
        }
        reject(error);
      });
      req.end(hop.body);
    });

  const toOutboundError = (error: unknown, url: string, deadline: AbortSignal): OutboundError => {
    if (error instanceof OutboundError) return error;
    if (error instanceof BodyTooLargeError) return new OutboundError('too_large', url);
    if (isAgentRefusal(error)) return new OutboundError('address_refused', url, { cause: error });
    if (deadline.aborted) {
      const reason: unknown = deadline.reason;
      if (reason instanceof OutboundError) return reason;
      return new OutboundError('timeout', url, { cause: error });
    }
    return new OutboundError('network', url, { cause: error });
  };

  const request = async (input: OutboundRequest): Promise<OutboundResponse> => {
    let url = parseUrl(input.url);
    const maxBytes = input.maxBytes ?? OUTBOUND_SIZE_CAPS[input.kind ?? 'page'];
    const timeout = AbortSignal.timeout(settings.totalTimeoutMs);
    const deadline = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
    const baseHeaders: Record<string, string> = {
      'user-agent': settings.userAgent,
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br',
      ...lowerCaseKeys(input.headers ?? {}),
    };
    if (input.etag) baseHeaders['if-none-match'] = input.etag;
    if (input.lastModified) baseHeaders['if-modified-since'] = input.lastModified;
    const origin = url.origin;
    let method = input.method ?? 'GET';
    let body = input.body;

    for (let redirects = 0; ; redirects += 1) {
      checkAddress(url);
      const headers = { ...baseHeaders };
      // Credentials the caller meant for one origin never follow a redirect to another.
      if (url.origin !== origin) {
        delete headers.authorization;
        delete headers.cookie;
      }
      let response: IncomingMessage;
      try {
        response = await oneHop(url, { method, headers, body }, deadline);
      } catch (error) {
        throw toOutboundError(error, url.href, deadline);
      }
      const status = response.statusCode ?? 0;
      const location = headerValue(response.headers.location);
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects >= settings.maxRedirects) {
          throw new OutboundError('too_many_redirects', url.href);
        }
        url = parseUrl(location, url.href);
        // A HEAD stays a HEAD on every hop, as in the fetch standard.
        if (method !== 'HEAD' && status !== 307 && status !== 308) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const common = {
        status,
        url: url.href,
        headers: response.headers,
        etag: headerValue(response.headers.etag),
        lastModified: headerValue(response.headers['last-modified']),
        contentType: headerValue(response.headers['content-type']),
      };
      if (status === 304) {
        response.destroy();
        return { ...common, body: Buffer.alloc(0), notModified: true };
      }
      try {
        const buffer = await readCappedBody(response, maxBytes);
        return { ...common, body: buffer, notModified: false };
      } catch (error) {
        throw toOutboundError(error, url.href, deadline);
      }
    }
  };

  return {
    request,
    async requestJson(input) {
      const response = await request({
        kind: 'api',
        ...input,
        headers: { accept: 'application/json, text/javascript, */*', ...input.headers },
      });
      const text = response.body.toString('utf8').replace(/^\uFEFF/, '');
      try {
        return { response, json: JSON.parse(text) as unknown };
      } catch (error) {
        // An error page is not JSON; the caller judges by the status.
        if (response.status < 200 || response.status >= 300) return { response, json: null };
        throw new OutboundError('network', response.url, { cause: error });
      }
    },
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
};

const lowerCaseKeys = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
