// The dashboard's frame draws placeholder cards: a project's card, drawn once the list arrives,
// brings antd components of its own (the alias form, the QR settings' colour picker and select,
// the health switch, the subscribers' modal). Rendered at build time only for their styles, which
// go into the frame's head with antd's record of them, so the app finds them there instead of
// generating about 270 KB of CSS on the phone's main thread while the first card draws.
import { defaultProjectStyle, type ProjectView } from '@podpie/core';
import { Button, Space, Tooltip } from 'antd';
import type { RouteObject } from 'react-router';
import { ProjectCard } from './features/dashboard/project-card.tsx';
import { AntdThemeOutlet } from './shared/antd-theme.tsx';

const sample = (id: number, published: boolean): ProjectView => ({
  ...defaultProjectStyle(),
  id,
  slug: `sample-${id}`,
  address_chosen: true,
  language: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  pies_updated_at: published ? '2026-01-01T00:00:00.000Z' : null,
  google_analytics_id: null,
  facebook_pixel_id: null,
  title: 'Sample',
  short_link: `https://podpie.test/sample-${id}`,
});

function SampleCards() {
  return (
    <>
      <ProjectCard project={sample(1, true)} allAtOnce />
      <ProjectCard project={sample(2, false)} allAtOnce />
    </>
  );
}

// The editor's header groups its buttons with Space and names the undo and redo buttons in
// Tooltips, which its frame (a header without them) does not draw: the app wrote their 13 KB of
// CSS into the document in the task that took the frame over.
function EditorHeaderParts() {
  return (
    <Space>
      <Tooltip title="Sample">
        <Button>Sample</Button>
      </Tooltip>
    </Space>
  );
}

/** Routes drawn for their styles alone, by the path of the frame they serve. */
export const FRAME_STYLE_ROUTES: Record<string, RouteObject[]> = {
  '/dashboard': [
    { element: <AntdThemeOutlet />, children: [{ path: '/dashboard', element: <SampleCards /> }] },
  ],
  '/projects/:id': [
    {
      element: <AntdThemeOutlet />,
      children: [{ path: '/projects/:id', element: <EditorHeaderParts /> }],
    },
  ],
};
