import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import { parserPlugin } from './plugin.ts';
import { startFakeUpstream } from './testing/fake-upstream.ts';
import { readFixture } from './testing/fixtures.ts';
import { buildTestParserApp, testParserConfig } from './testing/test-app.ts';

describe('parserPlugin', () => {
  it('rate limits each client address with a readable error', async () => {
    const app = await buildTestParserApp({ PARSER_RATE_LIMIT_PER_MINUTE: '2' });
    const call = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/parser/v1/podcasts_google',
        payload: {},
        remoteAddress: ip,
      });
    expect((await call('203.0.113.1')).statusCode).toBe(200);
    expect((await call('203.0.113.1')).statusCode).toBe(200);
    const limited = await call('203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      errors: [
        expect.stringMatching(/^Too many requests, please try again in \d+ (seconds?|minute)\.$/),
      ],
    });
    expect((await call('203.0.113.2')).statusCode).toBe(200);
    await app.close();
  });

  it('answers an unknown parser path with { errors }', async () => {
    const app = await buildTestParserApp();
    const response = await app.inject({ method: 'GET', url: '/parser/v1/nothing_here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errors: ['GET /parser/v1/nothing_here does not exist.'],
    });
    await app.close();
  });

  it('mounts in a host app without changing the host, using the host outbound client', async () => {
    const upstream = await startFakeUpstream({
      '/feed.xml': { type: 'application/rss+xml', body: readFixture('atom-podcast.xml') },
    });
    const outbound = createOutboundClient({
      userAgent: 'PodpieBot/1.0 (+https://host.example)',
      allowPrivate: true,
      allowedPorts: 'any',
    });
    const host = Fastify();
    host.setValidatorCompiler(validatorCompiler);
    host.setSerializerCompiler(serializerCompiler);
    await host.register(swagger, {
      openapi: { info: { title: 'Podpie', version: '1' } },
      transform: jsonSchemaTransform,
    });
    host.setErrorHandler((_error, _request, reply) => reply.status(500).send({ host: true }));
    host.get('/api/boom', async () => {
      throw new Error('boom');
    });
    await host.register(parserPlugin, {
      prefix: '/parser/v1',
      config: testParserConfig(),
      outbound,
    });
    await host.ready();

    expect((await host.inject({ url: '/api/boom' })).json()).toEqual({ host: true });
    const feed = await host.inject({
      url: '/parser/v1/feed_parser',
      query: { uri: `${upstream.origin}/feed.xml` },
    });
    expect(feed.json().title).toBe('Atomic Talk');

    const spec = host.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/parser/v1/feed_parser',
        '/parser/v1/url_parser',
        '/parser/v1/itunes_podcast',
        '/parser/v1/basic_networks',
        '/parser/v1/itunes_podcast_rss_feed_data',
        '/parser/v1/podcasts_spotify',
      ]),
    );
    expect(JSON.stringify(spec.paths['/parser/v1/podcasts_spotify'])).toContain('reason');

    await host.close();
    outbound.close();
    await upstream.close();
  });
});
