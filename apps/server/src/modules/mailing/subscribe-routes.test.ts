import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema.ts';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage, textOf } from '../public-page/test-world.ts';
import { SUBSCRIBE_RATE_LIMITED } from './page-forms-plugin.ts';
import { DEFAULT_SUBSCRIBE_RATE_LIMIT } from './subscribe-routes.ts';

let t: TestApp;
let owner: AuthHeaders;
let page: { id: number; slug: string };
let lastAddress = 0;

/** The block's own words, then what the listener must do before they are on the list. */
const WELCOME =
  'Thanks, see you Friday! Almost done: please check your inbox and confirm your subscription.';

const newsletter = {
  main_type: 'MAILING-LIST',
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks, see you Friday!',
};

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
  page = await publishPage(t.app, owner, [newsletter]);
});
afterAll(() => t.app.close());

/** Each test signs up from an address of its own, so the per-IP limit never spills over. */
const newVisitor = () => {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
};

/** A plain form post, as a browser without JavaScript sends it. */
const postForm = (fields: Record<string, string>, ip = newVisitor(), slug = page.slug) =>
  t.app.inject({
    method: 'POST',
    url: `/${slug}/subscribe`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams(fields).toString(),
  });

/** What the page script sends: the same fields, asking for JSON. */
const postFetch = (fields: Record<string, string>, ip = newVisitor()) =>
  t.app.inject({
    method: 'POST',
    url: `/${page.slug}/subscribe`,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'accept-language': 'en',
    },
    payload: new URLSearchParams(fields).toString(),
  });

const stored = async (projectId = page.id) =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.projectId, projectId))).map(
    (row) => row.email,
  );

describe('signing up with JavaScript', () => {
  it("answers the block's success message and stores the address", async () => {
    const answer = await postFetch({ email: 'Listener.One@Example.com', website: '' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: WELCOME });
    expect(await stored()).toContain('listener.one@example.com');
  });

  it('accepts a JSON body too', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/${page.slug}/subscribe`,
      remoteAddress: newVisitor(),
      payload: { email: 'json.listener@example.com' },
    });
    expect(answer.json()).toEqual({ message: WELCOME });
    expect(await stored()).toContain('json.listener@example.com');
  });

  it('refuses an address that is not one, storing nothing', async () => {
    const before = await stored();
    const answer = await postFetch({ email: 'not-an-address' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ errors: ['Please enter a valid email address.'] });
    expect(await stored()).toEqual(before);
  });

  it('answers a second sign-up of the same address the same way, storing it once', async () => {
    await postFetch({ email: 'twice@example.com' });
    const again = await postFetch({ email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: WELCOME });
    expect((await stored()).filter((email) => email === 'twice@example.com')).toHaveLength(1);
  });

  it('pretends to welcome a bot that fills the hidden field, and stores nothing', async () => {
    const answer = await postFetch({ email: 'bot@spam.example', website: 'https://spam.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: WELCOME });
    expect(await stored()).not.toContain('bot@spam.example');
  });
});

describe('signing up without JavaScript', () => {
  it('answers a page with the success message and a link back to the podcast page', async () => {
    const answer = await postForm({ email: 'no.js@example.com', website: '' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const document = documentOf(answer.body);
    expect(textOf(document.querySelector('h1'))).toBe(WELCOME);
    expect(document.querySelector('a')?.getAttribute('href')).toBe(`/${page.slug}`);
    expect(await stored()).toContain('no.js@example.com');
  });

  it('answers a page with the reason when the address is wrong', async () => {
    const answer = await postForm({ email: '' });
    expect(answer.statusCode).toBe(422);
    expect(textOf(documentOf(answer.body).querySelector('h1'))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('pretends to welcome a bot posting the form, and stores nothing', async () => {
    const answer = await postForm({ email: 'formbot@spam.example', website: 'buy now' });
    expect(textOf(documentOf(answer.body).querySelector('h1'))).toBe(WELCOME);
    expect(await stored()).not.toContain('formbot@spam.example');
  });
});

describe('limits', () => {
  it('stops one address after a few sign-ups a minute, with a page or JSON', async () => {
    const ip = newVisitor();
    for (let n = 0; n < DEFAULT_SUBSCRIBE_RATE_LIMIT.max; n += 1) {
      expect((await postFetch({ email: `burst${n}@example.com` }, ip)).statusCode).toBe(200);
    }
    const json = await postFetch({ email: 'one.more@example.com' }, ip);
    expect(json.statusCode).toBe(429);
    expect(json.json().errors).toHaveLength(1);
    const form = await postForm({ email: 'one.more@example.com' }, ip);
    expect(form.statusCode).toBe(429);
    expect(textOf(documentOf(form.body).querySelector('h1'))).toBe(SUBSCRIBE_RATE_LIMITED);
    expect(await stored()).not.toContain('one.more@example.com');

    // Another listener is not held up.
    expect((await postFetch({ email: 'neighbour@example.com' })).statusCode).toBe(200);
  });

  it('answers 404 for a page without a sign-up form, or with its form hidden', async () => {
    const plain = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'No form here', description: 'x' },
    ]);
    expect((await postForm({ email: 'a@example.com' }, newVisitor(), plain.slug)).statusCode).toBe(
      404,
    );
    const hidden = await publishPage(t.app, owner, [{ ...newsletter, is_hidden: true }]);
    expect((await postForm({ email: 'a@example.com' }, newVisitor(), hidden.slug)).statusCode).toBe(
      404,
    );
    expect(await stored(hidden.id)).toEqual([]);
  });

  it('answers 404 for an unknown page', async () => {
    expect(
      (await postForm({ email: 'a@example.com' }, newVisitor(), 'nosuchshow')).statusCode,
    ).toBe(404);
  });
});
