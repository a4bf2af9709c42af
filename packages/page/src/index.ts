// The public surface of @podpie/page for the browser and the server. Server-only helpers (the HTML
// document, CSP hashes, page weight) live in '@podpie/page/server'; every Font Awesome icon in
// '@podpie/page/all-icons'.
export type { BlockComponent, BlockProps } from './block-props.ts';
export { subscribeAction } from './blocks/mailing-list.tsx';
export type {
  BlockStatus,
  BlockWrapper,
  PageContext,
  PageMode,
  PageProject,
  PageTextKey,
} from './context.ts';
export { feedUrls } from './feeds.ts';
export {
  formatDuration,
  formatEpisodeDate,
  HTML_LANG,
  isPageLang,
  type PageLang,
} from './format.ts';
export { builtInIcon } from './icons/font-awesome.ts';
export { type IconPack, iconPackOf } from './icons/icon-pack.ts';
export type { IconResolver, IconShape } from './icons/icon-shape.ts';
export { type PageMeta, pageMeta } from './meta.ts';
export { Page, type PageProps } from './page.tsx';
export {
  BEACON_SCRIPT,
  FACEBOOK_PIXEL_SCRIPT,
  GOOGLE_ANALYTICS_SCRIPT,
  PAGE_SCRIPT,
} from './page-script.ts';
export { pageBackground, pageStyle } from './page-style.ts';
export { BLOCKS } from './registry.ts';
export { nextPageChangeAt, statusAt } from './rules.ts';
export { safeHref, safeImageSrc } from './safe-href.ts';
export { type PageSection, pageSections } from './sections.ts';
export { PAGE_CSS } from './style.ts';
export { videoEmbedUrl } from './video-embed.ts';
