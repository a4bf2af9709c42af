// @vitest-environment jsdom
import { defaultProjectStyle, makePie, type Pie } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectView } from '../../api/projects.ts';
import { createI18n } from '../../shared/language.ts';
import { type Session, StaticSessionProvider } from '../../shared/session.tsx';
import { type EditorApi, SyncConflict } from './api/editor-api.ts';
import { readDraft } from './draft-storage.ts';
import { EditorScreen } from './editor-screen.tsx';

const LOADED_AT = '2025-06-01T08:00:00.000Z';

function view(id: number): ProjectView {
  return {
    ...defaultProjectStyle(),
    id,
    slug: 'pietalk',
    language: 'en',
    created_at: LOADED_AT,
    updated_at: LOADED_AT,
    pies_updated_at: LOADED_AT,
    google_analytics_id: null,
    facebook_pixel_id: null,
    title: 'Pie Talk',
    short_link: 'http://podpie.test/pietalk',
  };
}

const header = makePie({
  id: 1,
  main_type: 'HEADER-TITLE',
  title: 'Pie Talk',
  description: 'A show about pies',
  sort_order: 1,
});

function fakeApi(overrides: Partial<EditorApi> = {}): EditorApi {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    getProject: async (id) => view(id),
    getPies: async () => ({ pies: [header], piesUpdatedAt: LOADED_AT }),
    createProject: unused,
    createProjectWithPies: unused,
    updateProject: async (id) => ({ ...view(id), updated_at: '2025-06-01T10:00:00.000Z' }),
    syncPies: async (_id, pies) => ({
      pies: pies.map((pie, index) => ({ ...pie, id: pie.id < 0 ? 100 + index : pie.id })),
      piesUpdatedAt: '2025-06-01T10:00:00.000Z',
    }),
    themes: async () => [],
    backgroundColors: async () => [],
    mailingIntegrations: async () => [],
    mailingLists: async () => [],
    uploadImage: unused,
    parseLink: unused,
    parseFeed: unused,
    ...overrides,
  };
}

const owner: Session = {
  status: 'signed-in',
  user: { id: 1, uid: 'ann@example.com', email: 'ann@example.com', is_activated: true },
  signedIn: () => undefined,
  signOut: async () => undefined,
};

function openEditor(api: EditorApi) {
  const router = createMemoryRouter(
    [
      { path: '/projects/:id', element: <EditorScreen api={api} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/projects/7'] },
  );
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <StaticSessionProvider value={owner}>
            <RouterProvider router={router} />
          </StaticSessionProvider>
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The page as drawn by @podpie/page (its own <main>). */
const preview = () => screen.findByRole('main');

beforeAll(() => {
  // antd measures with ResizeObserver and reads media queries; jsdom has neither.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function addTextBlock(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: /Add Block/ }));
  // The menu's code loads after the editor draws; a click before it arrives opens it on arrival
  // (a cold module transform in jsdom can take seconds).
  await user.click(
    await screen.findByRole('menuitem', { name: /Subtitle and text/ }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Subtitle' }), title);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the page editor', () => {
  it('adds a block through its modal, shows it on the page and keeps it as a draft', async () => {
    const user = userEvent.setup();
    openEditor(fakeApi());
    expect(await within(await preview()).findByText('Pie Talk')).toBeTruthy();
    expect(screen.getByText('http://podpie.test/pietalk')).toBeTruthy();

    await addTextBlock(user, 'About the show');

    expect(within(await preview()).getByText('About the show')).toBeTruthy();
    const draft = readDraft(7);
    const added = draft?.pies.find((pie) => pie.title === 'About the show');
    expect(added?.id).toBeLessThan(0);
    expect(added?.sort_order).toBe(2);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('adds a mailing block on the first service and its first list', async () => {
    const user = userEvent.setup();
    const integration = {
      id: 3,
      mailing_service_id: 1,
      account_email: 'ann@example.com',
      service_name: 'Mailchimp',
      service_image_name: null,
    };
    openEditor(
      fakeApi({
        mailingIntegrations: async () => [integration, { ...integration, id: 4 }],
        mailingLists: async (id) => [
          { id: `list-${id}-a`, name: 'Listeners' },
          { id: `list-${id}-b`, name: 'Patrons' },
        ],
      }),
    );
    await within(await preview()).findByText('Pie Talk');
    await user.click(screen.getByRole('button', { name: /Add Block/ }));
    await user.click(
      await screen.findByRole('menuitem', { name: /Mailing list/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Join our newsletter!',
    );
    expect(await within(dialog).findByText('Listeners')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mailing = readDraft(7)?.pies.find((pie) => pie.main_type === 'MAILING-LIST');
    expect(mailing).toMatchObject({
      integration_id: 3,
      mailing_list_id: 'list-3-a',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
    });
  });

  it('edits a block when it is clicked on the page, and undoes the edit', async () => {
    const user = userEvent.setup();
    openEditor(fakeApi());
    await user.click(await within(await preview()).findByText('A show about pies'));
    const dialog = await screen.findByRole('dialog');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Fresh every week');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(await preview()).findByText('Fresh every week')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(await preview()).findByText('A show about pies')).toBeTruthy();
  });

  it('publishes the blocks from the time it loaded and shows the live address again', async () => {
    const user = userEvent.setup();
    const syncPies = vi.fn<EditorApi['syncPies']>(async (_id, pies) => ({
      pies: pies.map((pie) => ({ ...pie, id: pie.id < 0 ? 500 : pie.id })),
      piesUpdatedAt: '2025-06-01T10:00:00.000Z',
    }));
    openEditor(fakeApi({ syncPies }));
    await within(await preview()).findByText('Pie Talk');
    await addTextBlock(user, 'Merch');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
    const [projectId, sent, base] = syncPies.mock.calls[0] ?? [];
    expect(projectId).toBe(7);
    expect(base).toBe(LOADED_AT);
    expect(sent?.map((pie: Pie) => pie.title)).toEqual(['Pie Talk', 'Merch']);
    expect(screen.getByText('http://podpie.test/pietalk')).toBeTruthy();
    expect(readDraft(7)?.pies.find((pie) => pie.title === 'Merch')?.id).toBe(500);
  });

  it('explains a page published elsewhere and loads the newer copy on request', async () => {
    const user = userEvent.setup();
    const newer = [{ ...header, title: 'Pie Talk (new name)' }];
    openEditor(
      fakeApi({
        syncPies: async () => {
          throw new SyncConflict(newer, '2025-06-01T09:30:00.000Z');
        },
      }),
    );
    await within(await preview()).findByText('Pie Talk');
    await addTextBlock(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: /changed somewhere else/ });
    await user.click(within(dialog).getByRole('button', { name: 'Load the newer copy' }));
    expect(await within(await preview()).findByText('Pie Talk (new name)')).toBeTruthy();
    expect(within(await preview()).queryByText('Mine')).toBeNull();
    expect(readDraft(7)?.pies.map((pie) => pie.title)).toEqual(['Pie Talk (new name)']);
  });
});
