import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { isIpLiteral } from '@podpie/core';
import { LRUCache } from 'lru-cache';
import { type DomainRequest, markViaDomain, type ServedDomain } from '../../lib/request-domain.ts';
import { headerLanguage } from '../../lib/request-language.ts';
import { notFoundPage, SMALL_PAGE_CSP } from '../../lib/small-page.ts';
import type { TrustProxy } from '../../lib/trust-proxy.ts';
import type { PageChange } from '../public-page/page-changes.ts';

/** What an owner's domain never serves: the app's API, parser, uploads, assets and internals. */
const PRODUCT_ONLY = /^\/(api|parser|uploads|assets|internal)(\/|$|\?)/;
const MAX_HOSTS = 50_000;

/** The host a request names: Host, or X-Forwarded-Host from a trusted proxy; no port, lower case. */
export function hostOf(request: IncomingMessage, trusted: (request: IncomingMessage) => boolean) {
  const forwarded = request.headers['x-forwarded-host'];
  return hostNamed(
    request.headers.host,
    typeof forwarded === 'string' && forwarded !== '' && trusted(request) ? forwarded : undefined,
  );
}

/** hostOf from the two header values, `forwarded` only when it came from a trusted proxy. */
function hostNamed(host: string | undefined, forwarded: string | undefined): string {
  const raw = forwarded ? (forwarded.split(',')[0] ?? '') : (host ?? '');
  const named = raw.trim().toLowerCase();
  const bracket = named.startsWith('[') ? named.indexOf(']') : -1;
  const bare = bracket > 0 ? named.slice(0, bracket + 1) : named.replace(/:\d*$/, '');
  return bare.replace(/\.$/, '');
}

/**
 * TRUST_PROXY as a test of the peer's address, as the socket gives it: X-Forwarded-Host counts
 * only from a proxy we trust.
 */
function trustedAddress(setting: TrustProxy): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const list = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const peer = (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return peer !== '' && list.check(peer, isIP(peer) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The path on the product's host that answers `path` on an owner's domain: `/` is the page, the
 * page's own paths (`/<slug>/apps`, its forms) stay, and any other `/x` is the page's `/<slug>/x`
 * (qr.png, og.png, apps, episode pages). Null: never served on an owner's domain.
 */
export function pagePathOn(url: string, slug: string, beaconPath: string): string | null {
  if (PRODUCT_ONLY.test(url)) {
    return url === beaconPath || url.startsWith(`${beaconPath}?`) ? url : null;
  }
  const own = `/${slug.toLowerCase()}`;
  const lower = url.toLowerCase();
  if (lower === own || lower.startsWith(`${own}/`) || lower.startsWith(`${own}?`)) return url;
  if (url === '/' || url.startsWith('/?')) return `/${slug}${url.slice(1)}`;
  return `/${slug}${url}`;
}

function sendPlainNotFound(request: IncomingMessage, response: ServerResponse): void {
  const body = notFoundPage(headerLanguage(request.headers['accept-language']));
  response.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': SMALL_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export type DomainHostsOptions = {
  /** PUBLIC_URL's host: the app, API and pages by slug. */
  productHost: string;
  trustProxy: TrustProxy;
  /** The project an active domain serves, from the database. */
  read: (host: string) => Promise<ServedDomain | null>;
  /** The analytics beacon's path, the one API address a page on a domain posts to. */
  beaconPath: string;
};

/**
 * Routing by Host before Fastify sees a request: the product's host (and loopback or an IP
 * literal, which no owner's domain can be) goes on as it came; an active owner's domain has its
 * URL rewritten to the page's own path and is remembered (domainOfRequest); any other host gets a
 * plain 404 page, never the app. What a host serves is read once per trust and forgotten on
 * every announced change of its project or domain, like published pages (store.ts).
 */
export function createDomainHosts(options: DomainHostsOptions) {
  const trustedPeerAddress = trustedAddress(options.trustProxy);
  const trusted = (request: IncomingMessage) => trustedPeerAddress(request.socket.remoteAddress);
  const product = options.productHost.toLowerCase();
  const held = new LRUCache<string, { served: ServedDomain | null; until: number }>({
    max: MAX_HOSTS,
  });
  let trustMs = () => 1_000;
  // Loopback and IP literals are the product's too: no owner's domain can be one.
  const isProduct = (host: string) =>
    host === '' || host === product || host === 'localhost' || isIpLiteral(host);
  let generation = 0;

  const lookup = async (host: string, at: number): Promise<ServedDomain | null> => {
    const kept = held.get(host);
    if (kept && at < kept.until) return kept.served;
    const before = generation;
    const until = at + trustMs();
    const served = await options.read(host);
    if (before === generation) held.set(host, { served, until });
    return served;
  };

  return {
    /** How long a host's answer is believed (the page store's trust, set once it is known). */
    setTrust(ms: () => number): void {
      trustMs = ms;
    },
    forget(change: PageChange): void {
      generation += 1;
      if (change.domain) held.delete(change.domain);
      for (const [host, kept] of held.entries()) {
        if (kept.served?.projectId === change.projectId) held.delete(host);
      }
    },
    /** hostOf for a head read off the socket, before Node made a request of it (fast-path.ts). */
    hostOfHead(host: string | undefined, forwarded: string | undefined, peer: string | undefined) {
      return hostNamed(host, forwarded && trustedPeerAddress(peer) ? forwarded : undefined);
    },
    /**
     * Where a request for `url` on `host` goes without waiting: the product's own path, an owner's
     * domain known and current (with the page's path), or undefined for anything to be read or
     * refused first, which `route` does.
     */
    peek(host: string, url: string, at: number): { path: string; viaDomain: boolean } | undefined {
      if (isProduct(host)) return { path: url, viaDomain: false };
      const kept = held.get(host);
      if (!kept?.served || at >= kept.until) return undefined;
      const path = pagePathOn(url, kept.served.slug, options.beaconPath);
      return path === null ? undefined : { path, viaDomain: true };
    },
    forgetAll(): void {
      generation += 1;
      held.clear();
    },
    /**
     * Decides where a request goes: `next` gets it (on an owner's domain with its URL rewritten),
     * or the plain 404 page is sent here.
     */
    route(
      request: IncomingMessage,
      response: ServerResponse,
      at: number,
      next: (domain: DomainRequest | undefined) => void,
    ): void {
      const host = hostOf(request, trusted);
      if (isProduct(host)) {
        next(undefined);
        return;
      }
      lookup(host, at).then(
        (served) => {
          const path = served
            ? pagePathOn(request.url ?? '/', served.slug, options.beaconPath)
            : null;
          if (!served || path === null) {
            sendPlainNotFound(request, response);
            return;
          }
          const domain = { ...served, domain: host };
          request.url = path;
          markViaDomain(request, domain);
          next(domain);
        },
        () => {
          response.writeHead(503, {
            'content-type': 'text/plain; charset=utf-8',
            'retry-after': '5',
          });
          response.end('Service unavailable, please try again.');
        },
      );
    },
  };
}
export type DomainHosts = ReturnType<typeof createDomainHosts>;
