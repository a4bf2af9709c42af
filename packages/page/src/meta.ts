import type { Pie } from '@podpie/core';
import type { PageProject } from './context.ts';
import { firstImageSrc } from './safe-href.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The artwork shared in link previews, when there is one. */
  imageUrl: string | undefined;
}

const FALLBACK_TITLE = 'Podcast';
/** Link previews cut descriptions around here anyway; a shorter tag keeps the page light. */
const MAX_DESCRIPTION = 200;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The page's title, description and share image, from its (first) HEADER-TITLE block and the
 * project's artwork, for <title>, the meta description and the Open Graph and Twitter tags.
 */
export function pageMeta(project: PageProject, pies: readonly Pie[]): PageMeta {
  const header = pies
    .filter((pie) => pie.main_type === 'HEADER-TITLE')
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)[0];
  const title = header?.title?.trim() || project.slug?.trim() || FALLBACK_TITLE;
  return {
    title: clip(title, 120),
    description: clip(header?.description ?? '', MAX_DESCRIPTION),
    imageUrl: firstImageSrc(header?.image_url, header?.artwork_cdnUrl, project.artwork_cdnUrl),
  };
}
