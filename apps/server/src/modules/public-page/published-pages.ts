import type { ListenVisitor } from '@podpie/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer } from './page-answer.ts';
import { drawnForVisitor, type RenderedPage, visitorKey } from './render.ts';
import type { PageVersion } from './repository.ts';
import type { PageStore, sharedDraw } from './store.ts';
import { visitorOf } from './visitor-of.ts';

/** Draws the page held under `key`, for `visitor` when it is drawn per device; null: no page. */
export type DrawFor = (key: string, visitor?: ListenVisitor) => Promise<RenderedPage | null>;

/** Sends the published page at a slug, as GET /:slug answers it. */
export type ServePage = (
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
) => Promise<unknown>;

/**
 * What the pages served under a published page (its episodes, its go/ links) use of it: the
 * version a slug publishes, trusted as the page is, and answers held in the same page store.
 */
export type PublishedPages = {
  publicUrl: string;
  /** Where pages post analytics events, when their owner records them (pageBeacon). */
  beaconUrl: string | undefined;
  /** The published version at `slug` and its store key, or null once answered (publishedVersion). */
  version(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    now: Date,
  ): Promise<{ version: PageVersion; key: string } | null>;
  /** The answer held under `key` for the request's browser, drawn once when missing. */
  answer(
    key: string,
    userAgent: string | undefined,
    now: Date,
    draw: DrawFor,
  ): Promise<PageAnswer | undefined>;
  servePage: ServePage;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the public page's plugin (plugin.ts). */
    publishedPages: PublishedPages;
  }
}

/**
 * The answer under `key` as the store holds it, or drawn (once, however many ask; shared
 * through Redis when there is one). A page whose 'Listen' section follows the device, or an
 * app's own browser, gets a copy of its own under `key:<device>`, ordered and led out on the
 * server so it works without JavaScript.
 */
export async function answerFor(
  deps: { store: PageStore; shared: ReturnType<typeof sharedDraw> },
  key: string,
  userAgent: string | undefined,
  now: Date,
  draw: DrawFor,
): Promise<PageAnswer | undefined> {
  const at = now.getTime();
  const held = (name: string, visitor?: ListenVisitor) =>
    deps.store.held(name, at) ??
    deps.store.draw(
      name,
      deps.shared(name, at, () => draw(name, visitor)),
    );
  const answer = await held(key);
  const visitor = visitorOf(userAgent ?? '');
  if (!answer || !drawnForVisitor(visitor, answer.byDevice)) return answer;
  return held(`${key}:${visitorKey(visitor)}`, visitor);
}
