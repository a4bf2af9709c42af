import { domainAnswerSchema, domainBodySchema } from '@podpie/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type JobKind, scheduleJob } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { DomainService } from './service.ts';
import { registerTlsAsk } from './tls-ask.ts';
import { createDnsLookup, type DnsLookup } from './verify.ts';

export const DOMAIN_CHECK_JOB = 'domain-check';
const DOMAIN_CHECK_LANE: Omit<JobKind, 'run'> = { concurrency: 2, budgetMs: 60_000 };
const domainJobKey = (projectId: number) => `${DOMAIN_CHECK_JOB}:${projectId}`;
const payloadSchema = z.object({ projectId: z.number().int().positive() });
const params = z.object({ id: idParam });

export type DomainsPluginOptions = {
  mailer: Mailer;
  /** The DNS verification asks; by default node:dns with config.domains.dnsServers. */
  dns?: DnsLookup;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Owners' domains (modules/domains); tests run a project's check job through it. */
    domains: DomainService;
  }
}

/**
 * Owners' own domains: the API under /api/v1/projects/:id/domain, the background check (one job
 * per project with a domain, run once across processes), and Caddy's on-demand TLS question.
 */
export const domainsPlugin = fp<DomainsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const config = app.config.domains;
    const service = new DomainService({
      db: app.db,
      now: app.now,
      config,
      publicUrl: app.config.publicUrl,
      dns: options.dns ?? createDnsLookup(config.dnsServers),
      pages: app.pageChanges,
      mailer: options.mailer,
      log: app.log,
      scheduleCheck: async (projectId, at) => {
        await scheduleJob(app.db, {
          kind: DOMAIN_CHECK_JOB,
          payload: { projectId },
          uniqueKey: domainJobKey(projectId),
          runAt: at,
        });
        app.jobs.wake();
      },
    });
    app.decorate('domains', service);

    app.jobs.register(DOMAIN_CHECK_JOB, {
      ...DOMAIN_CHECK_LANE,
      run: async (payload) => {
        const { projectId } = payloadSchema.parse(payload);
        const next = await service.checkProject(projectId);
        return next ? { runAgainAt: next } : undefined;
      },
    });
    if (app.config.runJobs) {
      // At start every domain has its job; existing jobs keep their time.
      app.addHook('onReady', async () => {
        await app.db.execute(sql`
          insert into jobs (kind, payload, unique_key, run_at)
          select ${DOMAIN_CHECK_JOB}::text, jsonb_build_object('projectId', project_id),
            ${`${DOMAIN_CHECK_JOB}:`}::text || project_id::text, now()
          from project_domains
          on conflict (unique_key) do nothing`);
      });
    }

    registerTlsAsk(app, config.tlsAskNetworks);

    const api = app.withTypeProvider<ZodTypeProvider>();
    const path = '/api/v1/projects/:id/domain';
    const answers = { 200: domainAnswerSchema, 401: errorAnswer, 404: errorAnswer };
    api.get(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['domains'],
          summary: "The project's own domain, its state and the DNS records to create (null: none)",
          params,
          response: answers,
        },
      },
      async (request) => ({
        data: await service.get(signedIn(request).user.id, request.params.id),
      }),
    );
    api.put(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['domains'],
          summary:
            'Connect a domain (pending until its DNS records are verified), or change `primary`',
          params,
          body: domainBodySchema,
          response: { ...answers, 409: errorAnswer, 422: errorAnswer },
        },
      },
      async (request) => ({
        data: await service.put(signedIn(request).user.id, request.params.id, request.body),
      }),
    );
    api.delete(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['domains'],
          summary: 'Remove the domain: every server process stops serving it at once',
          params,
          response: answers,
        },
      },
      async (request) => {
        await service.remove(signedIn(request).user.id, request.params.id);
        return { data: null };
      },
    );
    api.post(
      `${path}/check`,
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['domains'],
          summary: 'Check the DNS records now; answers the state after the check',
          params,
          response: answers,
        },
      },
      async (request) => ({
        data: await service.checkNow(signedIn(request).user.id, request.params.id),
      }),
    );
  },
  { name: 'podpie-domains' },
);
