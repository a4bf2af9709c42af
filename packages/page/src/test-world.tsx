import { defaultProjectStyle, type Episode, makePie, type Pie } from '@podpie/core';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import type { PageProject } from './context.ts';
import { Page, type PageProps } from './page.tsx';

/** The moment every test page is drawn for. */
export const NOW = new Date('2030-06-15T12:00:00Z');

let nextId = 1;

type PieInput = Parameters<typeof makePie>[0];

/** A block with SPEC.md defaults, the next id and sort_order unless given. */
export function pie(fields: Omit<PieInput, 'id'> & { id?: number }): Pie {
  const id = fields.id ?? nextId++;
  return makePie({ sort_order: id, ...fields, id });
}

export function project(fields: Partial<PageProject> = {}): PageProject {
  return { ...defaultProjectStyle(), slug: 'myshow', ...fields };
}

export function episode(fields: Partial<Episode> & { title: string }): Episode {
  return {
    guid: null,
    link: null,
    description: null,
    enclosure_url: null,
    enclosure_type: null,
    duration: null,
    published_at: null,
    image: null,
    people: [],
    ...fields,
  };
}

/** Renders a page as the server does and parses it, so tests query what a browser would show. */
export function renderPage(props: Partial<PageProps> & { pies: readonly Pie[] }) {
  const html = renderToString(<Page project={project()} now={NOW} lang="en" {...props} />);
  const { document } = new JSDOM(html).window;
  return { html, document };
}

/** The visible words of an element, whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function hrefs(root: ParentNode): string[] {
  return [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
}
