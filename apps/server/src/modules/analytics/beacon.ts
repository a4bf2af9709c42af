import {
  deviceClassOf,
  isBotAgent,
  isPrefetch,
  type PageEvent,
  pageEventSchema,
  referrerDomain,
  utcDay,
} from '@podpie/core';
import type { DailyLimits } from './daily-limits.ts';
import type { Recorder } from './recorder.ts';
import { episodeClick } from './repository.ts';

/** What the beacon endpoint knows about one request, read from Fastify's request. */
export type BeaconRequest = {
  body: unknown;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The client address as Fastify gives it (the forwarded one behind a trusted proxy). */
  ip: string;
  /** True when the request came through a proxy the server trusts. */
  viaTrustedProxy: boolean;
};

/** Headers in which a trusted proxy or CDN names the visitor's country (ISO 3166 alpha-2). */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
];

const header = (headers: BeaconRequest['headers'], name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The visitor's country when a trusted proxy says it, else 'unknown'. */
export function countryOf(request: BeaconRequest): string {
  if (!request.viaTrustedProxy) return 'unknown';
  for (const name of COUNTRY_HEADERS) {
    const code = header(request.headers, name).trim().toUpperCase();
    // XX and T1 are Cloudflare's "unknown" and Tor.
    if (/^[A-Z]{2}$/.test(code) && code !== 'XX') return code;
  }
  return 'unknown';
}

/** The event in a beacon's body (text holding JSON, as sendBeacon sends it), or null. */
export function parsePageEvent(body: unknown): PageEvent | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const parsed = pageEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Bots, crawlers, scripted clients and speculative loads are not visitors. */
export function isVisitor(request: BeaconRequest): boolean {
  return !isBotAgent(header(request.headers, 'user-agent')) && !isPrefetch(request.headers);
}

export type RecordContext = {
  recorder: Recorder;
  hashVisitor: (day: string, address: string, projectId: number) => string;
  limits: DailyLimits;
  ownHost: string;
  now: Date;
};

/** Adds one accepted event to the recorder's counts. */
export function recordEvent(event: PageEvent, request: BeaconRequest, ctx: RecordContext): void {
  const day = utcDay(ctx.now);
  const projectId = event.p;
  const { recorder } = ctx;
  if (event.t === 'c') {
    countClick(ctx, projectId, event.b, event.e);
    return;
  }
  const userAgent = header(request.headers, 'user-agent');
  // The address alone: a script varying its user agent is still one visitor.
  const visitor = ctx.hashVisitor(day, request.ip, projectId);
  if (event.e !== undefined) {
    // An episode's page: its own count, once per visitor and day; the show's views stay its own.
    if (!ctx.limits.episodeAllowed(day, projectId, event.e)) return;
    if (!ctx.limits.firstView(day, projectId, `${visitor} ${event.e}`)) return;
    recorder.count({ projectId, day, metric: 'episode-views', dimension: event.e });
    return;
  }
  // One view per visitor, page and day; reloads and replayed beacons add nothing.
  if (!ctx.limits.firstView(day, projectId, visitor)) return;
  recorder.count({ projectId, day, metric: 'views', dimension: '' });
  recorder.visitor({ projectId, day, visitor });
  recorder.count({ projectId, day, metric: 'device', dimension: deviceClassOf(userAgent) });
  recorder.count({ projectId, day, metric: 'country', dimension: countryOf(request) });
  const domain = referrerDomain(event.r, ctx.ownHost);
  if (domain && ctx.limits.referrerAllowed(day, projectId, domain)) {
    recorder.count({ projectId, day, metric: 'referrer', dimension: domain });
  }
}

/**
 * One click of a block (an app, for go/ links): counted for the page, and for the episode too
 * when it came from an episode's page or go/ link.
 */
export function countClick(
  ctx: Pick<RecordContext, 'recorder' | 'limits' | 'now'>,
  projectId: number,
  pieId: number,
  episodeKey?: string,
): void {
  const day = utcDay(ctx.now);
  ctx.recorder.count({ projectId, day, metric: 'clicks', dimension: String(pieId) });
  if (episodeKey === undefined || !ctx.limits.episodeAllowed(day, projectId, episodeKey)) return;
  ctx.recorder.count({
    projectId,
    day,
    metric: 'episode-clicks',
    dimension: episodeClick(episodeKey, pieId),
  });
}
