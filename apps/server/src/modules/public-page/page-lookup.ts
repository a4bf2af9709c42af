import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainOfRequest } from '../../lib/request-domain.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { pageToken, pageTokenRenewsAt } from '../analytics/page-token.ts';
import { isRecording } from '../analytics/repository.ts';
import { answerTo, type PageAnswer } from './page-answer.ts';
import type { PageBeacon } from './render.ts';
import { findMovedSlug, findPageVersion, type PageVersion } from './repository.ts';

// The published copy itself, for the pages served under it (episodes, go/ links, pictures).
export {
  findPageVersion,
  loadPublishedPage,
  type PageVersion,
  type PublishedPage,
} from './repository.ts';

import type { PageStore } from './store.ts';

/** The beacon a page of `projectId` carries now, or none when its owner turned analytics off. */
export async function pageBeacon(
  app: FastifyInstance,
  beaconUrl: string | undefined,
  projectId: number,
  now: Date,
): Promise<PageBeacon | undefined> {
  if (!beaconUrl || !(await isRecording(app.db, projectId))) return undefined;
  return {
    url: beaconUrl,
    token: pageToken(app.config.appSecret, projectId, now),
    renewsAt: pageTokenRenewsAt(now),
  };
}

/**
 * 301 from a slug the project used before to the same address under its current slug (the
 * rest of the path, e.g. /qr.png, and the query kept), so printed links and QR codes still work.
 */
export function sendMoved(reply: FastifyReply, url: string, oldSlug: string, newSlug: string) {
  const rest = url.slice(1 + oldSlug.length);
  return reply
    .header('cache-control', 'public, max-age=300')
    .redirect(`/${encodeURIComponent(newSlug)}${rest}`, 301);
}

/**
 * The published version at `slug` and its store key. Otherwise answers for it (301 to the
 * slug's new address, or the 404 page) and returns null.
 */
export async function publishedVersion(
  app: FastifyInstance,
  deps: { store: PageStore; trustMs: () => number },
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  now: Date,
): Promise<{ version: PageVersion; key: string } | null> {
  const read = (asked: string) => findPageVersion(app.db, asked);
  const { version, key } = await deps.store.version(slug, now.getTime(), read, deps.trustMs);
  if (version && version.piesUpdatedAt !== null) return { version, key };
  const moved = version ? null : await findMovedSlug(app.db, slug);
  if (moved) sendMoved(reply, request.url, slug, moved);
  else sendNotFoundPage(reply);
  return null;
}

/**
 * An owner's primary domain is the page's one address: asked at the product's address, answers
 * 301 to `path` (no leading slash) there, query kept, and returns true.
 */
export function sentToPrimaryDomain(
  request: FastifyRequest,
  reply: FastifyReply,
  version: PageVersion,
  path: string,
): boolean {
  if (!version.domainPrimary || !version.domain || domainOfRequest(request.raw)) return false;
  const query = request.url.indexOf('?');
  reply
    .header('cache-control', 'public, max-age=300')
    .redirect(
      `https://${version.domain}/${path}${query === -1 ? '' : request.url.slice(query)}`,
      301,
    );
  return true;
}

/** Sends a held answer: 304 for the browser's copy, else the page, gzipped when it takes it. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PageAnswer,
  now: Date,
) {
  const sent = answerTo(answer, request.headers, now);
  return reply.status(sent.status).headers(sent.headers).send(sent.body);
}
