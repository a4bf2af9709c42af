import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from './errors.ts';

/** Paths the server answers itself; an unknown one there is a JSON 404, never the app. */
const SERVER_PREFIXES = ['/api', '/parser', '/uploads'];
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return false;
  }
  // A missing /assets/x.js must stay a 404: answering HTML there breaks the page in odd ways.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply, hasApp: boolean) {
  if (hasApp && isAppNavigation(request)) {
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
  return reply.status(404).send({ errors: [NOT_FOUND_MESSAGE] });
}

/**
 * Serves the built single-page app from `webDist` when it exists (hashed /assets cached for a
 * year, index.html revalidated) and answers every other unknown app path with index.html, where
 * the app's router draws the page or its own 404.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app: FastifyInstance, options) => {
    const hasApp = existsSync(join(options.webDist, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(options.webDist, 'assets')}`);
          res.setHeader(
            'cache-control',
            immutable ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, hasApp));
  },
  { name: 'podpie-web-app' },
);
