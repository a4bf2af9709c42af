import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from './e2e-env.ts';
import { fakeShow, searchFor } from './fakes/quickstart-steps.ts';
import {
  type Account,
  type CreatedProject,
  createAccount,
  createProject,
  createVerifiedAccount,
  holdRequests,
  openSignedIn,
  PASSWORD,
  publishProject,
  screenshot,
  screenshotAtBothWidths,
  signInWithForm,
  storeSignIn,
} from './support.ts';

/**
 * Records layout shifts as the page reports them (the CLS of the load, without input), each with
 * the elements that moved and where from, so a failure names what shifted.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; moved: string[] };
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) =>
            `${describe(source.node)} from ${JSON.stringify(source.previousRect)} to ${JSON.stringify(source.currentRect)}`,
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The load's layout shifts: their sum, and what moved in each. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );

async function expectNoShift(page: Page) {
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts, null, 1),
  ).toBe(0);
}

/** True once React has taken the page over from the prerendered markup. */
const appRunning = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** antd's style blocks the HTML sent, by their data-css-hash. */
const sentStyles = (html: string) =>
  new Set([...html.matchAll(/data-css-hash="([^"]+)"/g)].map((found) => found[1]));

/** antd's style blocks on the page whose rules start with `start`: their hash and first rule. */
const writtenStyles = (page: Page, start: string) =>
  page.evaluate(
    (prefix) =>
      [...document.querySelectorAll('style[data-css-hash]')]
        .filter((style) => style.textContent?.startsWith(prefix))
        .map((style) => ({
          hash: style.getAttribute('data-css-hash') ?? '',
          rule: (style.textContent ?? '').slice(0, 60),
        })),
    start,
  );

/** Holds the app's scripts back until the returned function is called. */
const holdScripts = (page: Page) =>
  // The loader is the HTML's own (it asks for the app, and holds a form sent before it).
  holdRequests(page, '**/assets/*.js', (address) => /\/app-loader-/.test(address));

test('/signin draws its form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // Scripts cannot run here to measure the page, so the shots are whole pages at both widths.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `signin-no-js-${width}`, { fullPage: true });
  }
  await context.close();
});

test('/signin is drawn before its scripts arrive, and the app takes over without a shift', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'prerendered');
  await watchLayoutShifts(page);
  // Scripts held back: what shows meanwhile came with the HTML.
  const releaseScripts = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  // Typed before the app arrived: the app keeps it.
  await page.getByLabel('Email').fill(account.email);
  releaseScripts();
  await expect.poll(() => appRunning(page)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  // Still in the field: the app's commit removed the drawn one (which blurred it) and focused its
  // own, where typing goes on.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('.uk');
  await expect(page.getByLabel('Email')).toHaveValue(`${account.email}.uk`);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expectNoShift(page);
  await screenshotAtBothWidths(page, 'signin-js');

  await signInWithForm(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('a visitor who sends the sign-in form before the app arrives is signed in once it does', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'prerendered-early');
  const releaseScripts = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  // Painted, and the loader has asked for the app (which is held). In a failed run on a loaded CI
  // machine the form was filled and sent before the loader had run, and the browser posted it.
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Not posted to the server (which has no such form: its answer was a 404).
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  releaseScripts();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});

test('a language picked on /signin before the app arrives is the one the app speaks', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Language').selectOption('tw');
  expect(await appRunning(page)).toBe(false);
  releaseScripts();
  await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

test("the 404 page's Back Home, pressed before the app arrives, leads home at once", async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/no-such-screen-here', { waitUntil: 'commit' });
  // A link: it needs neither the app nor its loader, however early it is pressed.
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await appRunning(page)).toBe(false);
  releaseScripts();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('a signed-in owner who types into the quick start before the app arrives keeps it on /project-setup', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'prerendered-setup');
  await storeSignIn(page, account);
  const show = fakeShow('sunny-side');
  // The server cannot tell a signed-in owner (the session is in the browser), so /quickstart is
  // drawn for a visitor; the app then sends the owner to /project-setup, the same search.
  const releaseScripts = await holdScripts(page);
  await page.goto('/quickstart', { waitUntil: 'commit' });
  await searchFor(page, show.trackName);
  expect(await appRunning(page)).toBe(false);
  releaseScripts();
  await expect(page).toHaveURL(/\/project-setup$/);
  await expect(page.getByRole('combobox')).toHaveValue(show.trackName);
  await expect(page.getByRole('option', { name: new RegExp(show.trackName) })).toBeVisible();
});

test('/quickstart asks for the app once it has been painted, and the app takes over', async ({
  page,
}) => {
  await page.goto('/quickstart');
  await expect.poll(() => appRunning(page)).toBe(true);
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    entry:
      performance
        .getEntriesByType('resource')
        .find((item) => /\/assets\/index-[\w-]+\.js$/.test(item.name))?.startTime ?? -1,
  }));
  expect(paint).toBeGreaterThan(0);
  // Not fetched alongside the HTML, where it would compete with it on a phone's connection.
  expect(entry).toBeGreaterThanOrEqual(paint);
  await expect(page.getByRole('combobox')).toBeEditable();
});

test("the app takes /quickstart over without writing antd's theme variables again", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/quickstart')).text();
  const sent = sentStyles(html);
  // As most visitors: the screens are drawn at build time for them (a reader who asked for less
  // motion has the app write the variables of a theme without motion).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/quickstart');
  await expect.poll(() => appRunning(page)).toBe(true);
  await expect(page.getByRole('combobox')).toBeEditable();
  // Each block `.css-var-…{--ant-…}` written again restyles the whole screen on a phone.
  const variables = await writtenStyles(page, '.css-var-');
  expect(variables.length).toBeGreaterThan(0);
  expect(variables.filter(({ hash }) => !sent.has(hash)).map(({ rule }) => rule)).toEqual([]);
});

test('a Traditional Chinese browser gets /signin drawn in tw before the app runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-TW', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await context.close();
});

for (const width of [390, 1280]) {
  test(`the dashboard's frame gives way to the app and its first card without a shift at ${width} px`, async ({
    page,
    request,
  }) => {
    // Verified: the reminder to verify an address, which the frame cannot know of, comes in above
    // the cards.
    const account = await createVerifiedAccount(request, `frame-${width}`);
    const project = await createProject(request, account);
    await page.setViewportSize({ width, height: 844 });
    await watchLayoutShifts(page);
    await openSignedIn(page, account);
    await expect(page.getByRole('article').filter({ hasText: `/${project.slug}` })).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expectNoShift(page);
  });
}

for (const width of [390, 1280]) {
  test(`a new owner's reminder to verify is in the dashboard's frame before the app, and stays put when it takes over, at ${width} px`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, `frame-unverified-${width}`);
    const project = await createProject(request, account);
    await page.setViewportSize({ width, height: 844 });
    await watchLayoutShifts(page);
    await storeSignIn(page, account);
    const release = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const frame = page.locator('#build-frame');
    const reminder = frame.getByRole('status').filter({ hasText: account.email });
    await expect(reminder).toContainText('Please verify your e-mail address');
    // The placeholders come with it, below it, in the same paint.
    await expect(frame.locator('.project-placeholder').first()).toBeVisible();
    const drawnAt = await reminder.boundingBox();
    await screenshot(page, `dashboard-frame-unverified-${width}`);
    release();
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: `/${project.slug}` })).toBeVisible();
    const appReminder = page.getByRole('status').filter({ hasText: account.email });
    expect(await appReminder.boundingBox()).toEqual(drawnAt);
    await expectNoShift(page);
  });
}

test("a verified owner's frame has no reminder, only the placeholders", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'frame-verified');
  await storeSignIn(page, account);
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const frame = page.locator('#build-frame');
  await expect(frame.locator('.project-placeholder').first()).toBeVisible();
  await expect(frame.getByText('Please verify your e-mail address')).toBeHidden();
  release();
  await expect(frame).toHaveCount(0);
});

test("a project's card finds its antd styles in the dashboard's frame instead of building them on the phone", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'frame-styles');
  await publishProject(request, account, await createProject(request, account));
  await createProject(request, account);
  const html = await (await request.get('/dashboard')).text();
  const sent = sentStyles(html);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account);
  // A published card (its short link, QR settings) and a draft (its notice).
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('QR settings')).toBeVisible();
  // Component rules are written `:where(.css-<hash>).ant-…`; the few CSS variables the app sets
  // again are cheap and not counted.
  const built = await writtenStyles(page, ':where(');
  expect(built.filter(({ hash }) => !sent.has(hash)).map(({ rule }) => rule)).toEqual([]);
});

/** Publishes `blocks`, in this order, as the project's page. */
async function publishBlocks(
  request: APIRequestContext,
  account: Account,
  project: CreatedProject,
  blocks: Record<string, unknown>[],
) {
  const synced = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: blocks.map((block, index) => ({ id: -1 - index, sort_order: index + 1, ...block })),
  });
  expect(synced.status(), await synced.text()).toBe(200);
}

for (const width of [390, 1280]) {
  test(`the editor paints its header and the stored page before its scripts arrive, and the app takes over in place at ${width} px`, async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, `editor-frame-${width}`);
    const project = await createProject(request, account, { solid_color: '#2b3a55' });
    await publishBlocks(request, account, project, [
      {
        main_type: 'HEADER-TITLE',
        name: 'TITLE-AND-DESCRIPTION',
        title: 'Frame Pie',
        description: 'Drawn before the app',
        image_url: `${E2E_ORIGIN}/favicon.svg`,
      },
      { main_type: 'LINK-INPUT', title: 'Our shop', link_value: 'https://shop.example' },
    ]);
    await page.setViewportSize({ width, height: 844 });
    await storeSignIn(page, account);
    await watchLayoutShifts(page);
    const releaseScripts = await holdScripts(page);
    await page.goto(`/projects/${project.id}`, { waitUntil: 'commit' });
    const frame = page.locator('#build-frame');
    await expect(frame.locator('.editor-header')).toBeVisible();
    // Drawn with the editor's own stylesheet: the header keeps its place at the top.
    expect((await frame.locator('.editor-header').boundingBox())?.y).toBe(0);
    // The page itself, where the editor draws it, over the page's own background.
    const artwork = frame.locator('.pp img').first();
    await expect(artwork).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Frame Pie' })).toBeVisible();
    const shop = frame.getByText('Our shop');
    const drawn = {
      artwork: await artwork.boundingBox(),
      shop: await shop.boundingBox(),
      background: await frame
        .locator('.editor-root')
        .evaluate((editor) => getComputedStyle(editor).backgroundColor),
    };
    await screenshot(page, `editor-frame-${width}`);
    expect(await appRunning(page)).toBe(false);
    releaseScripts();
    await expect(page.getByRole('button', { name: 'Add Block' })).toBeVisible();
    await expect(frame).toHaveCount(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect({
      artwork: await page.locator('.pp img').first().boundingBox(),
      shop: await page.getByText('Our shop').boundingBox(),
      background: await page
        .locator('.editor-root')
        .evaluate((editor) => getComputedStyle(editor).backgroundColor),
    }).toEqual(drawn);
    expect(drawn.background).toBe('rgb(43, 58, 85)');
    // The app was asked for once the page's artwork had come: its scripts did not hold that paint.
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((entry) => pattern.test(entry.name));
      return {
        artworkEnd: find(/\/favicon\.svg$/)?.responseEnd ?? Number.NaN,
        appStart: find(/\/assets\/index-[\w-]+\.js$/)?.startTime ?? Number.NaN,
      };
    });
    expect(timing.appStart).toBeGreaterThanOrEqual(timing.artworkEnd);
    await expectNoShift(page);
  });
}

test("the editor's frame keeps its spinner over a newer draft kept in the browser, which the editor opens", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'editor-frame-draft');
  const project = await createProject(request, account);
  await publishBlocks(request, account, project, [
    { main_type: 'HEADER-TITLE', name: 'TITLE-AND-DESCRIPTION', title: 'Stored title' },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSignIn(page, account);
  // The owner changed the title in this browser without publishing it.
  await openSignedIn(page, account, `/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Stored title' })).toBeVisible();
  await page.locator('.pp-editor').getByRole('heading', { name: 'Stored title' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Draft title');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const releaseScripts = await holdScripts(page);
  const previewAnswered = page.waitForResponse(/\/preview\?lang=/);
  await page.goto(`/projects/${project.id}`, { waitUntil: 'commit' });
  const frame = page.locator('#build-frame');
  await expect(frame.locator('.editor-header')).toBeVisible();
  await expect(frame.getByRole('status')).toBeVisible();
  await previewAnswered;
  await expect(frame.getByText('Stored title')).toHaveCount(0);
  releaseScripts();
  await expect(page.getByRole('heading', { name: 'Draft title' })).toBeVisible();
  await expect(frame).toHaveCount(0);
});

test('the editor asks for its project while the stored sign-in is still being checked, once', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'editor-early');
  const project = await createProject(request, account);
  const own = [`/api/v1/projects/${project.id}`, `/api/v1/projects/${project.id}/pies`];
  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (own.includes(path)) asked.push(path);
  });
  await storeSignIn(page, account);
  const releaseCheck = await holdRequests(page, '**/api/auth/validate_token');
  const both = Promise.all(
    own.map((path) => page.waitForRequest((sent) => new URL(sent.url()).pathname === path)),
  );
  await page.goto(`/projects/${project.id}`);
  // Sent before the check answered: the editor and its preview draw a round trip sooner.
  await both;
  releaseCheck();
  await expect(page.getByRole('button', { name: 'Add Block' })).toBeVisible();
  // That early answer is the one the editor opened: neither is asked for again.
  await page.waitForLoadState('networkidle');
  expect(asked.sort()).toEqual([...own].sort());
});

test('the dashboard and the editor ask for their data as their HTML is read, before any script arrives, once', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'html-early');
  const project = await createProject(request, account);
  const screens = [
    { address: '/dashboard', calls: ['/api/auth/validate_token', '/api/v1/projects'] },
    {
      address: `/projects/${project.id}`,
      calls: [
        '/api/auth/validate_token',
        `/api/v1/projects/${project.id}`,
        `/api/v1/projects/${project.id}/pies`,
      ],
    },
  ];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) refused.push(message.text());
  });
  await storeSignIn(page, account);
  for (const { address, calls } of screens) {
    const asked: string[] = [];
    const count = (sent: { url(): string }) => {
      const path = new URL(sent.url()).pathname;
      if (calls.includes(path)) asked.push(path);
    };
    page.on('request', count);
    // No script of the app arrives until every call has left.
    const release = await holdRequests(page, /\/assets\/.+\.js$/);
    const all = Promise.all(
      calls.map((path) => page.waitForRequest((sent) => new URL(sent.url()).pathname === path)),
    );
    // The page cannot finish loading while its scripts are held.
    await page.goto(address, { waitUntil: 'commit' });
    await all;
    release();
    await expect(page.locator('#build-frame')).toHaveCount(0);
    await expect(
      address === '/dashboard'
        ? page.locator('.project-card').filter({ hasText: `/${project.slug}` })
        : page.getByRole('button', { name: 'Add Block' }),
    ).toBeVisible();
    // The app took those answers as its own: none was asked for again.
    await page.waitForLoadState('networkidle');
    expect(asked.sort(), address).toEqual([...calls].sort());
    page.off('request', count);
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(refused).toEqual([]);
});
