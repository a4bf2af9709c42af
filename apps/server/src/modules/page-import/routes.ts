import { importFromUrlBodySchema, projectCreatedAnswerSchema } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { parsingFor } from '../parser/index.ts';
import { ProjectService } from '../projects/service.ts';
import type { ImageKeeper } from '../uploads/keep-image.ts';
import { quotaAddress } from '../uploads/quota-address.ts';
import { PageImportService } from './service.ts';

// Each import fetches an outside page and its picture: a person imports a page or two, a loop
// must not turn the server into a crawler.
const IMPORT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** POST /v1/projects/import_from_url: a draft project from someone's page of links. */
export const pageImportRoutes: FastifyPluginAsyncZod<{ keepImage: ImageKeeper }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireSignedIn);
  const imports = new PageImportService({
    outbound: app.outbound,
    keepImage: options.keepImage,
    projects: new ProjectService(app.db, app.now, app.config.publicUrl, app.pageChanges),
    log: app.log,
  });

  app.post(
    '/v1/projects/import_from_url',
    {
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['projects'],
        summary:
          'A draft project from a page of links (Linktree, Beacons, LinkStack, LittleLink, Carrd or any page): title, description, avatar, links, socials, directories, background. Nothing is published.',
        body: importFromUrlBodySchema,
        response: {
          201: projectCreatedAnswerSchema.describe(
            'The new project (its id in data.id) and its blocks',
          ),
          401: errorAnswer,
          422: errorAnswer,
          429: errorAnswer,
          502: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request).user.id;
      const clientAddress = quotaAddress(request.ip);
      // The page is read in this client's share of the parse workers.
      const created = await parsingFor({ lane: 'request', client: clientAddress }, () =>
        imports.importFromUrl(
          userId,
          { userId, clientAddress },
          request.body.url,
          requestLanguage(request),
        ),
      );
      return reply.status(201).send({ data: created.view, pies: created.pies });
    },
  );
};
