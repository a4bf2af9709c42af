import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import { loadMailchimpConfig } from './config.ts';
import { MailchimpError, mailchimpClient, memberHash } from './mailchimp.ts';

// A data centre that answers by path: it hangs, refuses the member, or is rate limited.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.includes('/hang/')) return; // never answers
    if (request.url?.includes('/refuse/')) {
      response.writeHead(400, { 'content-type': 'application/problem+json' });
      response.end('{"title":"Member In Compliance State","status":400}');
      return;
    }
    response.writeHead(429, { 'content-type': 'application/problem+json' });
    response.end('{"title":"Too Many Requests","status":429}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = () =>
  mailchimpClient(
    createOutboundClient({
      userAgent: 'test',
      allowPrivate: true,
      allowedPorts: 'any',
      totalTimeoutMs: 300,
    }),
    loadMailchimpConfig({}),
  );

async function failureOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof MailchimpError) return error.kind;
    throw error;
  }
  return 'none';
}

describe('Mailchimp answers', () => {
  it('the member hash is the MD5 of the lower-cased address', () => {
    expect(memberHash('Urist.McVankab@Freddiesjokes.com')).toBe('62eeb292278cc15f5817cb78f7790b08');
  });

  it('a provider that does not answer in time is worth retrying', async () => {
    expect(await failureOf(() => client().upsertMember(`${base}/hang`, 't', 'l', 'a@b.c'))).toBe(
      'unavailable',
    );
  });

  it('a rate limit is worth retrying; a refused member is not', async () => {
    expect(await failureOf(() => client().upsertMember(`${base}/busy`, 't', 'l', 'a@b.c'))).toBe(
      'unavailable',
    );
    expect(await failureOf(() => client().upsertMember(`${base}/refuse`, 't', 'l', 'a@b.c'))).toBe(
      'refused',
    );
  });

  it('is not configured without a client id, and links to the authorize address with one', () => {
    expect(client().authorizeUrl('http://podpie.test/cb', 's')).toBeNull();
    const configured = mailchimpClient(
      createOutboundClient({ userAgent: 'test' }),
      loadMailchimpConfig({ MAILCHIMP_CLIENT_ID: '42' }),
    );
    expect(configured.authorizeUrl('http://podpie.test/cb', 's')).toBe(
      'https://login.mailchimp.com/oauth2/authorize?response_type=code&client_id=42&redirect_uri=http%3A%2F%2Fpodpie.test%2Fcb&state=s',
    );
  });

  it('a bad address in MAILCHIMP_* stops the server naming the variable', () => {
    expect(() => loadMailchimpConfig({ MAILCHIMP_TOKEN_URL: 'ftp://x' })).toThrow(
      'MAILCHIMP_TOKEN_URL',
    );
  });
});
