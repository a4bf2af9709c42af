// @vitest-environment jsdom
import { defaultProjectStyle, makePie, type Pie } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import type { ProjectView } from '../../api/projects.ts';
import { readDraft, writeDraft } from '../../shared/draft-storage.ts';
import { createI18n } from '../../shared/language.ts';
import type { Session } from '../../shared/session.tsx';
import { StaticSessionProvider } from '../../shared/session-test-support.ts';
import { notifier } from '../notifications/index.ts';
import { type EditorApi, SyncConflict } from './api/editor-api.ts';
import { EditorScreen } from './editor-screen.tsx';
import { writeStoredBase } from './state/stored-base.ts';

const LOADED_AT = '2025-06-01T08:00:00.000Z';
/** The stamp of a copy published elsewhere after the editor loaded. */
const NEWER_AT = '2025-06-01T09:30:00.000Z';

function view(id: number): ProjectView {
  return {
    ...defaultProjectStyle(),
    id,
    slug: 'pietalk',
    address_chosen: true,
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
    proposeAddress: unused,
    checkAddress: unused,
    themes: async () => [],
    backgroundColors: async () => [],
    mailingIntegrations: async () => [],
    mailingLists: async () => [],
    mailingDeliveryLog: async () => [],
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

  it('asks for the address at the first publish; a refused one keeps the dialog and publishes nothing until another is chosen', async () => {
    const user = userEvent.setup();
    const syncPies = vi.fn<EditorApi['syncPies']>(async (_id, pies) => ({
      pies,
      piesUpdatedAt: '2025-06-01T10:00:00.000Z',
    }));
    let stored = 'k3x9q2m7';
    const updateProject = vi.fn<EditorApi['updateProject']>(async (id, body) => {
      // Taken by someone else between the check and the publish.
      if (body.slug === 'pietalk') {
        throw new ApiError(422, '', {
          errors: ['Slug has already been taken'],
          code: 'slug_taken',
        });
      }
      stored = body.slug ?? stored;
      return { ...view(id), slug: stored, short_link: `http://podpie.test/${stored}` };
    });
    openEditor(
      fakeApi({
        getProject: async (id) => ({ ...view(id), slug: 'k3x9q2m7', address_chosen: false }),
        proposeAddress: async () => ({
          unique_slug: 'pietalk',
          from_name: true,
          short_link: 'http://podpie.test/pietalk',
        }),
        checkAddress: async (slug) => ({ slug, status: 'available', message: null, key: null }),
        syncPies,
        updateProject,
      }),
    );
    await within(await preview()).findByText('Pie Talk');
    // The random address is not handed out before the owner chose one.
    expect(screen.queryByText('http://podpie.test/k3x9q2m7')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: "Choose your page's address" });
    const field = await within(dialog).findByLabelText("Your page's address");
    expect((field as HTMLInputElement).value).toBe('pietalk');
    await within(dialog).findByText('Available');
    await user.click(within(dialog).getByRole('button', { name: 'Publish at this address' }));

    expect(
      await within(dialog).findByText(
        'This link alias is already taken, please choose another one.',
      ),
    ).toBeTruthy();
    expect(syncPies).not.toHaveBeenCalled();

    await user.type(field, 'show');
    await within(dialog).findByText('Available');
    // (antd keeps the spinner's icon, and its label, a moment after loading ends.)
    await user.click(within(dialog).getByRole('button', { name: /Publish at this address/ }));
    expect(await screen.findByText('http://podpie.test/pietalkshow')).toBeTruthy();
    expect(syncPies).toHaveBeenCalledTimes(1);
    expect(updateProject.mock.calls[1]?.[1]).toEqual({ slug: 'pietalkshow' });
  });

  it('merges a page published elsewhere with the blocks added here and publishes both', async () => {
    const user = userEvent.setup();
    const elsewhere = [{ ...header, title: 'Pie Talk (new name)' }];
    const syncPies = vi
      .fn<EditorApi['syncPies']>()
      .mockRejectedValueOnce(new SyncConflict(elsewhere, NEWER_AT))
      .mockImplementation(async (_id, pies) => ({
        pies: pies.map((pie) => ({ ...pie, id: pie.id < 0 ? 500 : pie.id })),
        piesUpdatedAt: '2025-06-01T10:00:00.000Z',
      }));
    openEditor(fakeApi({ syncPies }));
    await within(await preview()).findByText('Pie Talk');
    await addTextBlock(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(notifier.current()).toMatchObject({
        message: { key: 'messages:projectUpdated' },
        description: { key: 'editorExtra:merge.merged' },
      }),
    );
    const [, merged, stamp] = syncPies.mock.calls[1] ?? [];
    expect(stamp).toBe(NEWER_AT);
    expect(merged?.map((pie: Pie) => pie.title)).toEqual(['Pie Talk (new name)', 'Mine']);
    expect(await within(await preview()).findByText('Pie Talk (new name)')).toBeTruthy();
    expect(within(await preview()).getByText('Mine')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks which copy to keep of a block changed both here and elsewhere', async () => {
    const user = userEvent.setup();
    const elsewhere = [{ ...header, description: 'Pies, elsewhere' }];
    const syncPies = vi
      .fn<EditorApi['syncPies']>()
      .mockRejectedValueOnce(new SyncConflict(elsewhere, NEWER_AT))
      .mockImplementation(async (_id, pies) => ({ pies, piesUpdatedAt: '2025-06-01T10:00:00Z' }));
    openEditor(fakeApi({ syncPies }));
    await user.click(await within(await preview()).findByText('A show about pies'));
    const editing = await screen.findByRole('dialog');
    const description = within(editing).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Pies, here');
    await user.click(within(editing).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: /changed somewhere else/ });
    const question = within(dialog).getByRole('radiogroup', { name: 'Title and description' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toHaveProperty('disabled', true);
    await user.click(within(question).getByRole('radio', { name: /Keep mine/ }));
    await user.click(publish);

    await waitFor(() => expect(syncPies).toHaveBeenCalledTimes(2));
    const [, chosen, stamp] = syncPies.mock.calls[1] ?? [];
    expect(stamp).toBe(NEWER_AT);
    expect(chosen?.map((pie: Pie) => pie.description)).toEqual(['Pies, here']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('merges a draft reopened after another device published, instead of overwriting', async () => {
    const renamed = [{ ...header, title: 'Pie Talk (new name)' }];
    const mine = makePie({ id: -42, main_type: 'TEXT-INPUT', title: 'Mine', sort_order: 2 });
    writeStoredBase(7, {
      doc: { project: defaultProjectStyle(), pies: [header] },
      piesUpdatedAt: LOADED_AT,
    });
    writeDraft(7, {
      project: defaultProjectStyle(),
      pies: [header, mine],
      updatedAt: '2025-06-01T09:45:00.000Z',
    });
    const syncPies = vi.fn<EditorApi['syncPies']>(async (_id, pies, base) => {
      if (base !== NEWER_AT) throw new SyncConflict(renamed, NEWER_AT);
      return { pies, piesUpdatedAt: '2025-06-01T10:00:00.000Z' };
    });
    openEditor(
      fakeApi({ syncPies, getPies: async () => ({ pies: renamed, piesUpdatedAt: NEWER_AT }) }),
    );
    const user = userEvent.setup();
    await within(await preview()).findByText('Mine');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(syncPies).toHaveBeenCalledTimes(2));
    expect(syncPies.mock.calls[0]?.[2]).toBe(LOADED_AT);
    expect(syncPies.mock.calls[1]?.[1].map((pie: Pie) => pie.title)).toEqual([
      'Pie Talk (new name)',
      'Mine',
    ]);
  });

  it('loads the newer copy on request instead of merging', async () => {
    const user = userEvent.setup();
    const elsewhere = [{ ...header, description: 'Pies, elsewhere' }];
    openEditor(
      fakeApi({
        syncPies: async () => {
          throw new SyncConflict(elsewhere, NEWER_AT);
        },
      }),
    );
    await user.click(await within(await preview()).findByText('A show about pies'));
    const editing = await screen.findByRole('dialog');
    await user.type(within(editing).getByRole('textbox', { name: 'Description' }), ' and more');
    await user.click(within(editing).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: /changed somewhere else/ });
    await user.click(within(dialog).getByRole('button', { name: 'Load the newer copy' }));
    expect(await within(await preview()).findByText('Pies, elsewhere')).toBeTruthy();
    expect(readDraft(7)?.pies.map((pie) => pie.description)).toEqual(['Pies, elsewhere']);
  });
});
