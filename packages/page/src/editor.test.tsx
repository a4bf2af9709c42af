// @vitest-environment jsdom
import { LISTEN_SUB_TYPE, type Pie } from '@podpie/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from './page.tsx';
import { NOW, pie, project } from './test-world.tsx';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

describe('the page in the editor preview', () => {
  const link = pie({ main_type: 'LINK-INPUT', title: 'Shop', link_value: 'https://shop.example' });
  const social = pie({
    main_type: 'SOCIAL-NETWORKS',
    name: 'INSTAGRAM',
    icon_group: 'fab',
    icon_name: 'instagram',
    social_username: 'pie',
  });

  it('a click on a block edits it instead of following its link', () => {
    const clicked: Pie[] = [];
    act(() =>
      root.render(
        <Page
          project={project()}
          pies={[link, social]}
          now={NOW}
          lang="en"
          mode="editor"
          onBlockClick={(block) => clicked.push(block)}
        />,
      ),
    );
    const anchor = container.querySelector('a[href="https://shop.example"]') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      anchor.dispatchEvent(click);
    });
    expect(clicked.map((block) => block.id)).toEqual([link.id]);
    expect(click.defaultPrevented).toBe(true);

    const icon = container.querySelector(`[data-pie-id="${social.id}"]`) as HTMLElement;
    act(() => {
      icon.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(clicked.map((block) => block.id)).toEqual([link.id, social.id]);
  });

  it('the public page leaves clicks alone', () => {
    act(() => root.render(<Page project={project()} pies={[link]} now={NOW} lang="en" />));
    const anchor = container.querySelector('a[href="https://shop.example"]') as HTMLAnchorElement;
    expect(anchor.closest('[data-pie-id]')).toBeNull();
    let preventedByPage: boolean | undefined;
    const observe = (event: Event) => {
      preventedByPage = event.defaultPrevented;
      // jsdom cannot navigate; stop here once the page has had its say.
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', observe);
    expect(preventedByPage).toBe(false);
  });

  it('a wrapped list item keeps its list whole: the wrapper is the <li>', () => {
    const told: Array<[number, boolean]> = [];
    act(() =>
      root.render(
        <Page
          project={project()}
          pies={[link, social]}
          now={NOW}
          lang="en"
          mode="editor"
          onBlockClick={() => undefined}
          renderBlockWrapper={(block, children, _status, _width, listItem = false) => {
            told.push([block.id, listItem]);
            const Slot = listItem ? 'li' : 'div';
            return (
              <Slot key={block.id} className="pp-slot">
                {children}
              </Slot>
            );
          }}
        />,
      ),
    );
    expect(told).toEqual([
      [link.id, false],
      [social.id, true],
    ]);
    const icon = container.querySelector(`[data-pie-id="${social.id}"]`) as HTMLElement;
    expect(icon.tagName).toBe('DIV');
    expect(icon.parentElement?.tagName).toBe('LI');
    expect(icon.parentElement?.parentElement?.tagName).toBe('UL');
    for (const list of container.querySelectorAll('ul')) {
      expect([...list.children].map((child) => child.tagName)).not.toContain('DIV');
    }
  });
});

describe('a directory without a link in the editor', () => {
  const directory = (name: string, link_value: string | null) =>
    pie({ main_type: 'PODCAST-NETWORK', name, sub_type: LISTEN_SUB_TYPE, link_value });

  it('is dimmed and asks for its link, in the reader language; a linked one looks live', () => {
    const spotify = directory('SPOTIFY', 'https://open.spotify.com/show/1');
    const overcast = directory('OVERCAST', null);
    for (const [lang, asks] of [
      ['en', 'Add your link'],
      ['tw', '新增你的連結'],
    ] as const) {
      act(() =>
        root.render(
          <Page
            project={project()}
            pies={[spotify, overcast]}
            now={NOW}
            lang={lang}
            mode="editor"
          />,
        ),
      );
      const unlinked = container.querySelector(`[data-pie-id="${overcast.id}"]`);
      const linked = container.querySelector(`[data-pie-id="${spotify.id}"]`);
      expect(unlinked?.classList.contains('pp-dim')).toBe(true);
      expect(unlinked?.querySelector('.pp-flag')?.textContent).toBe(asks);
      expect(linked?.classList.contains('pp-dim')).toBe(false);
      expect(linked?.querySelector('.pp-flag')).toBeNull();
    }
  });
});
