import { gzipSync } from 'node:zlib';
import { DESIGN_THEMES, type FontPair } from '@podpie/core';
import { FONT_PAIR_FILES } from '@podpie/page/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { samplePage } from '../../test/sample-page.ts';
import { buildPageApp, publishPage } from './test-world.ts';

let t: TestApp;
let owner: AuthHeaders;
beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const grotesk = {
  theme: null,
  font: 'grotesk',
  button_shape: 'pill',
  button_style: 'filled',
  card_radius: 20,
  profile: 'round',
  spacing: 'comfortable',
};

describe('a designed page', () => {
  it('draws its tokens into the HTML, preloads its two fonts and lets the policy load them', async () => {
    const { slug } = await publishPage(t.app, owner, samplePage(), { design: grotesk });
    const page = await t.app.inject({ method: 'GET', url: `/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="pp pp-flat pp-round"');
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    const fonts = [...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(fonts).toHaveLength(2);
    let fontBytes = 0;
    for (const url of fonts) {
      const font = await t.app.inject({ method: 'GET', url });
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      fontBytes += font.rawPayload.length;
    }
    expect(fontBytes).toBeLessThanOrEqual(40 * 1024);
    // The sample page (every block type) with a served font: HTML and CSS within 14 KB gzipped.
    expect(gzipSync(page.body, { level: 9 }).length).toBeLessThanOrEqual(14 * 1024);
  });

  it.each(Object.keys(FONT_PAIR_FILES))(
    'the %s pair: the page preloads exactly the fonts its CSS loads, at most 40 KB, cached immutable',
    async (pair) => {
      const { slug } = await publishPage(t.app, owner, samplePage(), {
        design: { ...grotesk, font: pair as FontPair },
      });
      const page = await t.app.inject({ method: 'GET', url: `/${slug}` });
      const preloaded = [
        ...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g),
      ].map((match) => match[1] ?? '');
      const faces = [...page.body.matchAll(/src:url\(([^)]+)\) format\("woff2"\)/g)].map(
        (match) => match[1] ?? '',
      );
      expect(preloaded.length).toBeGreaterThan(0);
      expect(preloaded.toSorted()).toEqual([...new Set(faces)].toSorted());
      let fontBytes = 0;
      for (const url of preloaded) {
        const font = await t.app.inject({ method: 'GET', url });
        expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        fontBytes += font.rawPayload.length;
      }
      expect(fontBytes).toBeLessThanOrEqual(40 * 1024);
    },
  );

  it('a page without tokens loads no font and its policy allows none', async () => {
    const { slug } = await publishPage(t.app, owner, samplePage());
    const page = await t.app.inject({ method: 'GET', url: `/${slug}` });
    expect(page.body).not.toContain('as="font"');
    expect(page.body).toContain('<div class="pp"');
    expect(page.headers['content-security-policy']).not.toContain('font-src');
  });

  it('an unknown font file is a 404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/fonts/comic-sans.woff2' });
    expect(missing.statusCode).toBe(404);
  });

  it('a bad token is refused with a 422 naming the field and stores nothing', async () => {
    const { id } = await publishPage(t.app, owner, [], { design: grotesk });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      headers: owner,
      payload: { design: { ...grotesk, button_shape: 'blob' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: ['design.button_shape: Please choose one of the offered design options.'],
    });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${id}`,
      headers: owner,
    });
    expect(stored.json().data.design).toEqual(grotesk);
  });

  it("a quick start's tokens keep the artwork colours they were drawn in", async () => {
    const palette = { dominant: '#ffd400', accent: '#1d4ed8' };
    const { id } = await publishPage(t.app, owner, [], { design: { ...grotesk, palette } });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${id}`,
      headers: owner,
    });
    expect(stored.json().data.design).toEqual({ ...grotesk, palette });
  });

  it('every designed theme can be stored as it is', async () => {
    const { id } = await publishPage(t.app, owner, []);
    for (const theme of DESIGN_THEMES) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/projects/${id}`,
        headers: owner,
        payload: { ...theme.colours, design: { theme: theme.key, ...theme.tokens } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
});
