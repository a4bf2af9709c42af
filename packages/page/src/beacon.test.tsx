import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';
import { BEACON_SCRIPT_HASH, renderPageHtml } from './server.ts';
import { NOW, pie, project } from './test-world.tsx';

const tickets = pie({
  id: 41,
  main_type: 'LINK-INPUT',
  title: 'Tickets',
  link_value: 'https://t.example.com/',
});
const about = pie({
  id: 42,
  main_type: 'TEXT-INPUT',
  title: 'About',
  description: 'We talk pies.',
});
const beacon = { url: '/api/v1/page-events', projectId: 7, token: '2026-02-03.page-token' };

const html = (withBeacon: boolean) =>
  renderPageHtml({
    project: project(),
    pies: [tickets, about],
    now: NOW,
    canonicalUrl: 'https://podpie.example/myshow',
    ...(withBeacon ? { beacon } : {}),
  });

/** The page in a browser that runs its scripts, with sendBeacon recording what it was given. */
function browse(page: string, options: { referrer?: string; prerendering?: boolean } = {}) {
  const sent: { url: string; body: unknown }[] = [];
  const dom = new JSDOM(page, {
    runScripts: 'dangerously',
    url: 'https://podpie.example/myshow',
    referrer: options.referrer,
    beforeParse(window) {
      Object.defineProperty(window.navigator, 'sendBeacon', {
        value: (url: string, body: string) => {
          sent.push({ url, body: JSON.parse(body) });
          return true;
        },
      });
      if (options.prerendering) {
        Object.defineProperty(window.document, 'prerendering', { value: true, configurable: true });
      }
    },
  });
  return { document: dom.window.document, window: dom.window, sent };
}

describe('the analytics beacon', () => {
  it('is allowed by its hash and only drawn when the page records analytics', () => {
    const document = new JSDOM(html(true)).window.document;
    const script = document.querySelector('script[data-p]');
    const digest = createHash('sha256')
      .update(script?.textContent ?? '')
      .digest('base64');
    expect(`'sha256-${digest}'`).toBe(BEACON_SCRIPT_HASH);
    expect(html(false)).not.toContain('data-pp-pie');
    expect(html(false)).not.toContain('sendBeacon');
  });

  it('sends one view with the referrer, then one click per followed block link', () => {
    const { document, window, sent } = browse(html(true), { referrer: 'https://instagram.com/x' });
    expect(sent).toEqual([
      {
        url: '/api/v1/page-events',
        body: { t: 'v', r: 'https://instagram.com/x', p: 7, k: '2026-02-03.page-token' },
      },
    ]);
    const link = document.querySelector('a[href="https://t.example.com/"]');
    // Following the link is left to the browser; jsdom would only log "not implemented".
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
    document.querySelector('p')?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
    expect(sent.slice(1)).toEqual([
      { url: '/api/v1/page-events', body: { t: 'c', b: 41, p: 7, k: '2026-02-03.page-token' } },
    ]);
  });

  it('waits until a prerendered page is really shown', () => {
    const { document, window, sent } = browse(html(true), { prerendering: true });
    expect(sent).toEqual([]);
    document.dispatchEvent(new window.Event('prerenderingchange'));
    expect(sent).toHaveLength(1);
  });

  it('never marks blocks in the editor preview', () => {
    const markup = renderToStaticMarkup(
      <Page project={project()} pies={[tickets]} now={NOW} mode="editor" track />,
    );
    expect(markup).not.toContain('data-pp-pie');
  });
});
