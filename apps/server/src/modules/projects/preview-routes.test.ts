import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage, textOf } from '../public-page/test-world.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

const TITLE = {
  main_type: 'HEADER-TITLE',
  name: 'TITLE-AND-DESCRIPTION',
  title: 'Crumb Talk',
  description: 'A show about bread',
};
const SHOP = { main_type: 'LINK-INPUT', title: 'Our shop', link_value: 'https://shop.example' };
const HIDDEN = {
  main_type: 'LINK-INPUT',
  title: 'Secret sale',
  link_value: 'https://sale.example',
  is_hidden: true,
};

type Preview = {
  html: string;
  updated_at: string;
  backdrop: Record<string, string>;
  has_title: boolean;
};

async function preview(id: number, headers: AuthHeaders | Record<string, never>, query = '') {
  const answer = await t.app.inject({ url: `/api/v1/projects/${id}/preview${query}`, headers });
  return { status: answer.statusCode, data: answer.json().data as Preview };
}

describe("the editor frame's stored page", () => {
  it('is the page as the editor draws it: hidden blocks dimmed, blocks in slots, nothing to follow', async () => {
    const { id } = await publishPage(t.app, owner, [TITLE, SHOP, HIDDEN], {
      solid_color: '#223344',
    });
    const { status, data } = await preview(id, owner);
    expect(status).toBe(200);
    expect(data.has_title).toBe(true);
    expect(data.backdrop['--pp-bg']).toBe('#223344');
    const page = documentOf(`<body>${data.html}</body>`);
    expect(page.querySelector('.pp')?.classList.contains('pp-editor')).toBe(true);
    expect(textOf(page.querySelector('h1'))).toBe('Crumb Talk');
    // A hidden block is drawn, dimmed and flagged, as the editor shows it to its owner.
    const hidden = page.querySelector('[data-status="hidden"]');
    expect(textOf(hidden)).toContain('Secret sale');
    expect(hidden?.classList.contains('pp-dim')).toBe(true);
    // Each block the owner drags sits in its slot, so the frame lays the page out as the editor.
    expect(page.querySelectorAll('.pp-slot [data-main-type="LINK-INPUT"]')).toHaveLength(2);
    expect(textOf(page.querySelector('footer'))).toBe('Made with Podpie');
    expect(page.querySelector('footer a')).toBeNull();
    expect(page.querySelector('script')).toBeNull();
  });

  it('is as new as its newest part, so a newer draft in the browser wins', async () => {
    const { id } = await publishPage(t.app, owner, [TITLE]);
    const project = (await t.app.inject({ url: `/api/v1/projects/${id}`, headers: owner })).json()
      .data as { updated_at: string; pies_updated_at: string };
    const newest = Math.max(Date.parse(project.updated_at), Date.parse(project.pies_updated_at));
    expect(Date.parse((await preview(id, owner)).data.updated_at)).toBe(newest);
  });

  it("speaks the interface's language, by its code or its document's", async () => {
    const { id } = await publishPage(t.app, owner, [SHOP]);
    for (const query of ['?lang=tw', '?lang=zh-TW']) {
      const { data } = await preview(id, owner, query);
      expect(textOf(documentOf(`<body>${data.html}</body>`).querySelector('footer'))).toBe(
        '由 Podpie 製作',
      );
      expect(data.has_title).toBe(false);
    }
    const unknown = await preview(id, owner, '?lang=xx');
    expect(unknown.data.html).toContain('Made with Podpie');
  });

  it("is the owner's alone", async () => {
    const { id } = await publishPage(t.app, owner, [TITLE]);
    expect((await preview(id, stranger)).status).toBe(404);
    expect((await preview(id, {})).status).toBe(401);
  });
});
