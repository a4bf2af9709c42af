import { type DesignTokens, tokensOf } from '@podpie/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALL_FONT_FACES_CSS, FONT_PAIR_FILES, fontFilesOf, fontFileUrl } from './fonts.ts';
import { renderPageHtml } from './server.ts';
import { PAGE_CSS } from './style.ts';
import { NOW, pie, project, renderPage } from './test-world.tsx';
import { pageWeight } from './testing/page-weight.ts';

const header = pie({
  main_type: 'HEADER-TITLE',
  title: 'The Daily Pie',
  image_url: 'https://img.example.com/art.jpg',
});
const link = pie({ main_type: 'LINK-INPUT', title: 'Website', link_value: 'https://a.example' });
/** The tokens a page without any draws with. */
const CLASSIC_TOKENS = tokensOf({ design: null });
const designed: DesignTokens = {
  theme: null,
  font: 'editorial',
  button_shape: 'pill',
  button_style: 'outline',
  card_radius: 8,
  profile: 'hero',
  spacing: 'compact',
};

const documentOf = (design: DesignTokens | null) =>
  new JSDOM(
    renderPageHtml({
      project: project({ design }),
      pies: [header, link],
      now: NOW,
      lang: 'en',
      canonicalUrl: 'https://podpie.example/myshow',
    }),
  ).window.document;

describe('design tokens on the page', () => {
  it('a page without tokens draws as before: no classes, properties, fonts or preloads', () => {
    const document = documentOf(null);
    const root = document.querySelector('.pp');
    expect(root?.className).toBe('pp');
    expect(root?.getAttribute('style')).not.toContain('--pp-btn-r');
    expect(root?.getAttribute('style')).not.toContain('--pp-font');
    expect(document.querySelector('link[rel=preload][as=font]')).toBeNull();
    expect(document.querySelector('style')?.textContent).toBe(PAGE_CSS);
  });

  it('the classic tokens draw the same page as no tokens, fonts and all', () => {
    const classic = documentOf(CLASSIC_TOKENS);
    expect(classic.querySelector('.pp')?.className).toBe('pp');
    expect(classic.querySelector('link[rel=preload][as=font]')).toBeNull();
    // Only the radii are written out, with the values the stylesheet falls back to.
    expect(classic.querySelector('.pp')?.getAttribute('style')).toContain(
      '--pp-btn-r:16px;--pp-card-r:16px',
    );
  });

  it('tokens switch the page classes, radii and fonts, and preload the pair', () => {
    const document = documentOf(designed);
    const root = document.querySelector('.pp');
    expect(root?.className).toBe('pp pp-line pp-hero pp-tight');
    const style = root?.getAttribute('style') ?? '';
    expect(style).toContain('--pp-btn-r:999px');
    expect(style).toContain('--pp-card-r:8px');
    expect(style).toContain(
      '--pp-font-h:"Playfair Display","Playfair Display 700 fb",Georgia,serif',
    );
    const preloads = [...document.querySelectorAll('link[rel=preload][as=font]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      fontFilesOf('editorial').map(fontFileUrl),
    );
    expect(preloads.every((link) => link.getAttribute('crossorigin') === 'anonymous')).toBe(true);
    const css = document.querySelector('style')?.textContent ?? '';
    expect(css).toContain('font-display:swap');
    // A metric-matched local face holds the text's room until the web font arrives.
    expect(css).toMatch(/font-family:"Playfair Display 700 fb";src:local\("Times New Roman"\)/);
    expect(css).toMatch(/size-adjust:\d+\.\d+%/);
  });

  it('each style shows in the editor preview as on the public page', () => {
    for (const [button_style, expected] of [
      ['filled', 'pp-flat'],
      ['outline', 'pp-line'],
    ] as const) {
      const { document } = renderPage({
        project: project({ design: { ...designed, button_style, profile: 'round' } }),
        pies: [link],
        mode: 'editor',
      });
      expect(document.querySelector('.pp')?.className).toBe(
        `pp pp-editor ${expected} pp-round pp-tight`,
      );
    }
  });

  it('a pair is two files of at most 40 KB together, declared for the editor with the rest', () => {
    for (const pair of Object.keys(FONT_PAIR_FILES)) {
      const files = fontFilesOf(pair as DesignTokens['font']);
      expect(files).toHaveLength(2);
      for (const file of files) expect(ALL_FONT_FACES_CSS).toContain(fontFileUrl(file));
    }
  });

  it('a page with a served font stays small', () => {
    const html = renderPageHtml({
      project: project({ design: designed }),
      pies: [header, link],
      now: NOW,
      lang: 'en',
      canonicalUrl: 'https://podpie.example/myshow',
    });
    expect(pageWeight(html).gzip).toBeLessThan(14 * 1024);
  });
});
