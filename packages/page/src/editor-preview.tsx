import type { Pie } from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProject } from './context.ts';
import { editorSlots } from './editor-slots.tsx';
import type { PageLang } from './format.ts';
import type { IconResolver } from './icons/icon-shape.ts';
import { Page } from './page.tsx';

export type EditorPreviewOptions = {
  project: PageProject;
  pies: readonly Pie[];
  now: Date;
  lang: PageLang;
  icons?: IconResolver;
};

const editNothing = () => undefined;

/**
 * The page as the editor first draws it, before its feeds are read (no episodes yet): the markup
 * the editor's frame shows while the app's scripts arrive. Its stylesheet is the page's own
 * (PAGE_CSS and the font faces), which the frame carries.
 */
export function renderEditorPreviewHtml({
  project,
  pies,
  now,
  lang,
  icons,
}: EditorPreviewOptions): string {
  return renderToStaticMarkup(
    <Page
      project={project}
      pies={pies}
      now={now}
      lang={lang}
      mode="editor"
      icons={icons}
      onBlockClick={editNothing}
      renderBlockWrapper={editorSlots}
    />,
  );
}
