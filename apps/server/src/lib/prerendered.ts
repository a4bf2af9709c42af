import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cookieLanguage,
  LANGUAGES,
  type Language,
  PRERENDERED_SCREENS,
  type PrerenderedScreenName,
} from '@podpie/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsBrotli, acceptsGzip } from '../modules/public-page/negotiation.ts';
import { headerLanguage } from './request-language.ts';

type Encoded = { plain: Buffer; br: Buffer | null; gzip: Buffer | null };

/** The screens the web build drew in every language (apps/web/prerender.ts), held in memory. */
export type PrerenderedScreens = Map<`${Language}/${PrerenderedScreenName}`, Encoded>;

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path) : null);

/** The build's prerendered documents, or none when the build has none (an older build). */
export function loadPrerendered(webDist: string): PrerenderedScreens {
  const screens: PrerenderedScreens = new Map();
  for (const language of LANGUAGES) {
    for (const name of Object.keys(PRERENDERED_SCREENS) as PrerenderedScreenName[]) {
      const path = join(webDist, 'prerendered', language, `${name}.html`);
      const plain = readIfPresent(path);
      if (!plain) continue;
      screens.set(`${language}/${name}`, {
        plain,
        br: readIfPresent(`${path}.br`),
        gzip: readIfPresent(`${path}.gz`),
      });
    }
  }
  return screens;
}

/** The app's rule (SPEC.md §9): the device's remembered choice, else the browser's languages. */
export function appLanguage(request: FastifyRequest): Language {
  return (
    cookieLanguage(request.headers.cookie) ?? headerLanguage(request.headers['accept-language'])
  );
}

/**
 * Sends a prerendered screen in the visitor's language and the best encoding they take; false
 * when the build holds no such screen, so the caller sends the plain app instead.
 */
export function sendPrerendered(
  request: FastifyRequest,
  reply: FastifyReply,
  screens: PrerenderedScreens,
  name: PrerenderedScreenName,
  status: number,
): boolean {
  const screen = screens.get(`${appLanguage(request)}/${name}`);
  if (!screen) return false;
  const accepted = request.headers['accept-encoding'];
  const [body, encoding] =
    screen.br && acceptsBrotli(accepted)
      ? [screen.br, 'br']
      : screen.gzip && acceptsGzip(accepted)
        ? [screen.gzip, 'gzip']
        : [screen.plain, null];
  if (encoding) reply.header('content-encoding', encoding);
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // The answer depends on each of these; a shared cache must keep them apart.
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .send(body);
  return true;
}
