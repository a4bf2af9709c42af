// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_FRAME_ID } from '../shared/build-frame.ts';
import {
  FRAME_EDITOR_BODY_CLASS,
  FRAME_EMAIL_SLOT,
  FRAME_VERIFY_CLASS,
} from '../shared/frame-marks.ts';
import { FRAME_CHECKED, FRAME_UNVERIFIED, takeEarlyAnswer } from './early-asks.ts';
import { earlyAsksText } from './early-asks-script.ts';

const STORED = {
  'access-token': 'tok-1',
  client: 'c-1',
  uid: 'owner@example.com',
  expiry: '1900000000',
  'token-type': 'Bearer',
};

type Answer = (url: string) => Promise<Response>;
const echo: Answer = (url) =>
  Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 }));

/** Runs the frame's script as the browser would, at `path`, with fetch recorded. */
function runScriptAt(path: string, answer: Answer = echo) {
  window.history.replaceState(null, '', path);
  const asked: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return answer(url);
    }),
  );
  new Function(earlyAsksText)();
  return asked;
}

// Every frame document names its language (prerender-entry.tsx).
document.documentElement.lang = 'en';

const signedIn = (token = 'tok-1') => ({ method: 'GET', headers: { 'access-token': token } });

afterEach(async () => {
  // The script's own reading of the check settles first, so it marks no later test's page.
  await new Promise((done) => setTimeout(done, 0));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  for (const name of [FRAME_CHECKED, FRAME_UNVERIFIED])
    document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (window as unknown as Record<string, unknown>).__podpieEarlyAsks;
});

describe('the early asks of a signed-in frame', () => {
  it('ask for the check and the dashboard’s projects with the stored sign-in', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    const asked = runScriptAt('/dashboard');
    expect(asked.map((call) => call.url)).toEqual(['/api/auth/validate_token', '/api/v1/projects']);
    expect(asked[0]?.headers).toEqual({ accept: 'application/json', ...STORED });
  });

  it('ask for the project and its blocks on the editor’s address', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    expect(runScriptAt('/projects/42').map((call) => call.url)).toEqual([
      '/api/auth/validate_token',
      '/api/v1/projects/42',
      '/api/v1/projects/42/pies',
      // The frame's own, last (below).
      '/api/v1/projects/42/preview?lang=en',
    ]);
  });

  it('ask nothing without a whole stored sign-in', () => {
    expect(runScriptAt('/dashboard')).toEqual([]);
    window.localStorage.setItem('podpie.auth', JSON.stringify({ ...STORED, client: 7 }));
    expect(runScriptAt('/dashboard')).toEqual([]);
    window.localStorage.setItem('podpie.auth', '{not json');
    expect(runScriptAt('/dashboard')).toEqual([]);
  });

  it('give each answer to the app once, for the same call with the same sign-in', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    runScriptAt('/dashboard');
    expect(takeEarlyAnswer('/api/v1/projects', { method: 'POST', body: '{}' })).toBeUndefined();
    const answer = takeEarlyAnswer('/api/v1/projects', signedIn());
    expect(await (await answer)?.json()).toEqual({ url: '/api/v1/projects' });
    expect(takeEarlyAnswer('/api/v1/projects', signedIn())).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/projects/1', signedIn())).toBeUndefined();
  });

  it('never give an answer asked with another sign-in, or too long ago', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    runScriptAt('/dashboard');
    expect(takeEarlyAnswer('/api/auth/validate_token', signedIn('tok-2'))).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/projects', signedIn(), Date.now() + 16_000)).toBeUndefined();
  });
});

describe("the dashboard frame's reminder to verify", () => {
  const user = (verified: boolean) => ({
    success: true,
    data: { id: 1, email: 'new.owner@example.com', email_verified: verified },
  });
  const checkAnswering =
    (status: number, body: unknown): Answer =>
    (url) =>
      Promise.resolve(
        new Response(JSON.stringify(url === '/api/auth/validate_token' ? body : []), { status }),
      );
  /** The frame as the build draws it: the reminder with the address's slot, hidden by CSS. */
  const drawFrame = () => {
    document.body.innerHTML = `<div id="build-frame"><div class="${FRAME_VERIFY_CLASS}"><div>Please verify: we sent a link to ${FRAME_EMAIL_SLOT}. Publishing works.</div></div></div>`;
  };
  const settled = () => new Promise((done) => setTimeout(done, 0));
  const root = document.documentElement;

  it('shows, with the address written in, once the check says it is unverified', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    drawFrame();
    runScriptAt('/dashboard', checkAnswering(200, user(false)));
    expect(root.hasAttribute(FRAME_CHECKED)).toBe(false);
    await settled();
    expect(root.hasAttribute(FRAME_CHECKED)).toBe(true);
    expect(root.hasAttribute(FRAME_UNVERIFIED)).toBe(true);
    expect(document.body.textContent).toBe(
      'Please verify: we sent a link to new.owner@example.com. Publishing works.',
    );
    // The app still reads the whole answer, as if it had asked itself.
    const answer = await takeEarlyAnswer('/api/auth/validate_token', signedIn());
    expect(await answer?.json()).toEqual(user(false));
  });

  it('stays hidden, the placeholders shown, for a verified owner, a refused sign-in or no answer', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    const answers: Answer[] = [
      checkAnswering(200, user(true)),
      checkAnswering(401, { success: false, errors: ['Invalid login credentials'] }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of answers) {
      drawFrame();
      runScriptAt('/dashboard', answer);
      await settled();
      expect(root.hasAttribute(FRAME_CHECKED)).toBe(true);
      expect(root.hasAttribute(FRAME_UNVERIFIED)).toBe(false);
      expect(document.body.textContent).toContain(FRAME_EMAIL_SLOT);
      root.removeAttribute(FRAME_CHECKED);
    }
  });
});

describe("the editor frame's page", () => {
  const STORED_AT = '2026-11-20T10:00:00.000Z';
  const storedPage = (overrides: Record<string, unknown> = {}) => ({
    data: {
      html: '<div class="pp pp-editor"><main class="pp-col"><h1>Crumb Talk</h1></main></div>',
      updated_at: STORED_AT,
      backdrop: { '--pp-bg': '#223344' },
      has_title: true,
      ...overrides,
    },
  });
  const answering =
    (page: unknown): Answer =>
    (url) =>
      Promise.resolve(
        new Response(JSON.stringify(url.includes('/preview') ? page : {}), { status: 200 }),
      );
  /** The frame as the build draws it: the editor's header and the spinner where the page goes. */
  const drawFrame = () => {
    document.body.innerHTML = `<div id="${BUILD_FRAME_ID}"><div class="editor-root"><header class="editor-header">Home</header><div role="status" aria-label="Loading" class="editor-body editor-loading ${FRAME_EDITOR_BODY_CLASS}"><span class="spin"></span></div></div></div>`;
  };
  const settled = () => new Promise((done) => setTimeout(done, 0));
  const heading = () => document.querySelector(`#${BUILD_FRAME_ID} .editor-column h1`);

  it('is asked for in the interface’s language, beside the project and its blocks', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    document.documentElement.lang = 'zh-TW';
    const asked = runScriptAt('/projects/42').map((call) => call.url);
    document.documentElement.lang = 'en';
    expect(asked).toContain('/api/v1/projects/42/preview?lang=zh-TW');
    // The app is never handed the frame's own answer.
    expect(takeEarlyAnswer('/api/v1/projects/42/preview?lang=zh-TW', signedIn())).toBeUndefined();
  });

  it('takes the spinner’s place, over the page’s own background', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    drawFrame();
    runScriptAt('/projects/42', answering(storedPage()));
    await settled();
    await settled();
    expect(heading()?.textContent).toBe('Crumb Talk');
    const body = document.querySelector(`#${BUILD_FRAME_ID} .editor-body`);
    expect(body?.getAttribute('role')).toBeNull();
    expect(body?.classList.contains('editor-loading')).toBe(false);
    expect(document.querySelector('.spin')).toBeNull();
    const editor = document.querySelector<HTMLElement>(`#${BUILD_FRAME_ID} .editor-root`);
    expect(editor?.style.getPropertyValue('--pp-bg')).toBe('#223344');
  });

  it('leaves the spinner when the editor will open something else', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    const cases: { name: string; page: unknown; before?: () => void; state?: unknown }[] = [
      {
        name: 'a newer draft in this browser',
        page: storedPage(),
        before: () => {
          window.localStorage.setItem('42_builder_updated_at', STORED_AT);
          window.localStorage.setItem('42_pies_updated_at', '2026-11-21T08:00:00.000Z');
        },
      },
      {
        name: 'the quick start’s guide',
        page: storedPage(),
        state: { usr: { fromQuickstart: true } },
      },
      { name: 'no title block', page: storedPage({ has_title: false }) },
      { name: 'a refusal', page: { success: false } },
    ];
    for (const { name, page, before, state } of cases) {
      drawFrame();
      before?.();
      runScriptAt('/projects/42', answering(page));
      if (state) window.history.replaceState(state, '', '/projects/42');
      await settled();
      await settled();
      expect(heading(), name).toBeNull();
      expect(document.querySelector('.spin'), name).not.toBeNull();
      window.localStorage.removeItem('42_pies_updated_at');
    }
  });

  it('is drawn over a draft no newer than the stored copy', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    window.localStorage.setItem('42_builder_updated_at', STORED_AT);
    window.localStorage.setItem('42_pies_updated_at', STORED_AT);
    drawFrame();
    runScriptAt('/projects/42', answering(storedPage()));
    await settled();
    await settled();
    expect(heading()?.textContent).toBe('Crumb Talk');
  });
});
