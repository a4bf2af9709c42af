// The text of a signed-in frame's inline script (prerender-entry.tsx), kept apart from
// early-asks.ts, which the app's entry imports: the app carries no copy of the script.
import { AUTH_HEADERS, draftKeys } from '@podpie/core';
import { AUTH_STORAGE_KEY } from '../api/auth-storage.ts';
import { BUILD_FRAME_ID } from '../shared/build-frame.ts';
import {
  FRAME_EDITOR_BODY_CLASS,
  FRAME_EMAIL_SLOT,
  FRAME_PAINTED_GLOBAL,
} from '../shared/frame-marks.ts';
import {
  DASHBOARD_ADDRESS,
  EDITOR_ADDRESS,
  FRAME_CHECKED,
  FRAME_UNVERIFIED,
  GLOBAL_NAME,
} from './early-asks.ts';

/** The editor's frame's marks, and the suffixes of a browser draft's two times (SPEC.md §4). */
type EditorMarks = {
  frameId: string;
  bodyClass: string;
  draftStamps: string[];
  paintedName: string;
};
/** GET /v1/projects/:id/preview's data (core's projectPreviewAnswerSchema). */
type StoredPage = {
  html: string;
  updated_at: string;
  backdrop: Record<string, string>;
  has_title: boolean;
};
/**
 * Runs in the browser as the text of a script, so it closes over nothing. The calls and their
 * headers are the API client's own for the same screen (api/client.ts, main.tsx).
 */
function askEarly(
  storageKey: string,
  headerNames: string[],
  globalName: string,
  dashboard: string,
  editor: string,
  frame: { slot: string; checked: string; unverified: string },
  marks: EditorMarks,
) {
  const root = document.documentElement;
  const whenParsed = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  };
  // The frame's placeholders wait for the check, so the reminder never pushes them down.
  const showFrame = (email: string | null) => {
    if (email !== null) {
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
        const words = text.nodeValue ?? '';
        if (words.includes(frame.slot)) text.nodeValue = words.split(frame.slot).join(email);
      }
      root.setAttribute(frame.unverified, '');
    }
    root.setAttribute(frame.checked, '');
  };
  // The editor's frame draws the stored page where its spinner is, unless the editor will open
  // something else: a newer draft kept in this browser, or the quick start's guide above the page
  // (router state), or the button that adds a missing title. The editor then draws it itself.
  // Answers the page's first picture (its artwork), or null.
  const drawPage = (projectId: string, page: StoredPage): HTMLImageElement | null => {
    const body = document.querySelector(`#${marks.frameId} .${marks.bodyClass}`);
    const editor = body?.parentElement;
    if (!body || !editor || !page.has_title) return null;
    const state = history.state as { usr?: { fromQuickstart?: unknown } } | null;
    if (state?.usr?.fromQuickstart === true) return null;
    const kept = marks.draftStamps.map((suffix) =>
      Date.parse(localStorage.getItem(`${projectId}${suffix}`) ?? ''),
    );
    if (kept.every((at) => !Number.isNaN(at)) && Math.max(...kept) > Date.parse(page.updated_at)) {
      return null;
    }
    for (const [name, value] of Object.entries(page.backdrop)) {
      (editor as HTMLElement).style.setProperty(name, value);
    }
    // A new body rather than the spinner's restyled: an element that moved (the spinner's sits
    // 48 px in) would count as a layout shift.
    const drawn = document.createElement('div');
    drawn.className = 'editor-body';
    const column = drawn.appendChild(document.createElement('div'));
    column.className = 'editor-column';
    // The page as the server's own renderer escapes it, the one that draws published pages.
    column.innerHTML = page.html;
    body.replaceWith(drawn);
    return column.querySelector('img');
  };
  const whenRead = (email: string | null) => whenParsed(() => showFrame(email));
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (stored === null) return;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of headerNames) {
      const value = stored[name];
      if (typeof value !== 'string') return;
      headers[name] = value;
    }
    const paths = ['/api/auth/validate_token'];
    const where = location.pathname;
    if (new RegExp(dashboard).test(where)) paths.push('/api/v1/projects');
    const edited = new RegExp(editor).exec(where);
    if (edited) paths.push(`/api/v1/projects/${edited[1]}`, `/api/v1/projects/${edited[1]}/pies`);
    const asked: Record<string, Promise<Response>> = {};
    for (const path of paths) {
      const answer = fetch(path, { headers });
      // Taken by the app, which reads a refusal; nothing is unhandled meanwhile.
      answer.catch(() => undefined);
      asked[path] = answer;
    }
    if (edited) {
      const id = edited[1] as string;
      let painted = () => {};
      (window as unknown as Record<string, unknown>)[marks.paintedName] = new Promise<void>(
        (done) => {
          painted = () => done();
        },
      );
      // For the frame alone, after the app's own: the app draws the page from those two.
      fetch(`/api/v1/projects/${id}/preview?lang=${encodeURIComponent(root.lang)}`, { headers })
        .then((answer) => (answer.ok ? answer.json() : null))
        .then((answer: { data?: StoredPage } | null) => {
          const page = answer?.data;
          if (!page) return painted();
          whenParsed(() => {
            const artwork = drawPage(id, page);
            if (!artwork || artwork.complete) return painted();
            artwork.addEventListener('load', painted);
            artwork.addEventListener('error', painted);
          });
        })
        .catch(painted);
    }
    // Read from a copy, before the app can take the answer and read it.
    (asked[paths[0] as string] as Promise<Response>)
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((body: { data?: { email?: unknown; email_verified?: unknown } } | null) => {
        const user = body?.data;
        const unverified = user?.email_verified === false && typeof user.email === 'string';
        whenRead(unverified ? String(user.email) : null);
      })
      .catch(() => whenRead(null));
    (window as unknown as Record<string, unknown>)[globalName] = {
      at: Date.now(),
      token: headers['access-token'],
      asked,
    };
  } catch {
    // Storage refused or unreadable: the app asks for itself.
  }
}

/** The script's text, for the frame's head. */
export const earlyAsksText = `(${askEarly.toString()})(${[
  AUTH_STORAGE_KEY,
  AUTH_HEADERS,
  GLOBAL_NAME,
  DASHBOARD_ADDRESS.source,
  EDITOR_ADDRESS.source,
  { slot: FRAME_EMAIL_SLOT, checked: FRAME_CHECKED, unverified: FRAME_UNVERIFIED },
  {
    frameId: BUILD_FRAME_ID,
    bodyClass: FRAME_EDITOR_BODY_CLASS,
    draftStamps: [draftKeys('').builderUpdatedAt, draftKeys('').piesUpdatedAt],
    paintedName: FRAME_PAINTED_GLOBAL,
  } satisfies EditorMarks,
]
  .map((value) => JSON.stringify(value))
  .join(',')});`;
