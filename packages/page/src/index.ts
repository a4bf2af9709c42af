// The public surface of @podpie/page for the browser and the server. Server-only helpers (the HTML
// document, CSP hashes) live in '@podpie/page/server'; every Font Awesome icon in
// '@podpie/page/all-icons'.

export { audioSource } from './audio-link.ts';
export type { BlockWrapper, PageProject } from './context.ts';
export { editorSlots, isSortableOnPage } from './editor-slots.tsx';
export { ALL_FONT_FACES_CSS } from './fonts.ts';
export { HTML_LANG, isPageLang, type PageLang } from './format.ts';
export { builtInIcon } from './icons/font-awesome.ts';
export { type IconPack, iconPackOf } from './icons/icon-pack.ts';
export type { IconShape } from './icons/icon-shape.ts';
export { IconPaths } from './icons/svg-icon.tsx';
export { pageMeta } from './meta.ts';
export { Page } from './page.tsx';
export { backdropStyle } from './page-style.ts';
export { nextPageChangeAt, statusAt } from './rules.ts';
export { firstImageSrc, safeHref } from './safe-href.ts';
export { PAGE_CSS } from './style.ts';
export { videoEmbedUrl } from './video-embed.ts';
