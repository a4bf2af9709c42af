// The classic script a prerendered screen (/signin, /signup, /quickstart, the 404 page) loads in
// place of the app's module scripts: it asks for the app once the screen has been painted, and
// keeps what the visitor does before the app arrives. apps/web/prerender.ts writes it out
// as a file, since the app's content security policy runs no inline script.
//
// Why after the paint: a module script that has arrived before the first paint is, in Lighthouse's
// model of a phone, something that paint waited for (a trace names no module it evaluated, so none
// can be ruled out). On loopback all 26 of /quickstart's files arrived before its first paint, and
// the simulated phone painted its largest text at 3.9 s, where a phone paints it at 1 s.

import { FRAME_PAINTED_GLOBAL } from '../shared/frame-marks.ts';
import { PENDING_CLICK, PENDING_SUBMIT } from './take-over.ts';

// A tab opened in the background paints nothing until it is shown; its app loads anyway.
const APP_FETCH_LATEST_MS = 1_000;
// How long the editor's frame may hold the app back for its page and artwork: a slow network
// brings the page later, and the app would then share that network with the artwork.
const FRAME_PAINT_LATEST_MS = 3_000;
const PRELOADS_PER_TASK = 3;

/**
 * Runs in the browser as the text of a script, so it closes over nothing: what it needs comes in
 * as arguments. The script's data-scripts names the app's entry first, then the rest of the
 * route's graph (modulepreload), all asked for at once.
 */
function loadAppAfterFirstPaint(
  pendingSubmit: string,
  pendingClick: string,
  latestMs: number,
  framePaintedName: string,
  framePaintLatestMs: number,
  preloadsPerTask: number,
) {
  const script = document.currentScript;
  const names = (script?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean);
  let asked = false;
  // A few links per task: each appended link costs the main thread a millisecond or two, and the
  // dashboard's 33 in one task were a long task of their own (190 ms at a phone's CPU; six per
  // task still 50-90 ms in Lighthouse's model). The entry goes last, once its graph is asked for.
  const askInTurn = (hrefs: string[]) => {
    for (const href of hrefs.slice(0, preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    if (hrefs.length > preloadsPerTask) {
      setTimeout(() => askInTurn(hrefs.slice(preloadsPerTask)));
      return;
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = names[0] ?? '';
    document.head.appendChild(entry);
  };
  const askForTheApp = () => {
    if (asked || names.length === 0) return;
    asked = true;
    askInTurn(names.slice(1));
  };

  // Until the app has taken over (it clears data-prerendered), a form sent is held back (the
  // browser would post it to the server, which has no such form) and a button pressed did
  // nothing: both are marked for the app by their place on the screen (take-over.ts).
  const mark = (attribute: string, selector: string, element: Element | null) => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered') || !element) return false;
    const index = [...root.querySelectorAll(selector)].indexOf(element);
    if (index >= 0) root.setAttribute(attribute, String(index));
    return index >= 0;
  };
  document.addEventListener(
    'submit',
    (event) => {
      if (mark(pendingSubmit, 'form', event.target as Element | null)) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button') ?? null;
      if (button && button.type !== 'submit') mark(pendingClick, 'button', button);
    },
    true,
  );

  // The editor's frame paints the stored page a moment after its own first paint (early-asks.ts).
  const framePainted = (window as unknown as Record<string, unknown>)[framePaintedName] as
    | Promise<void>
    | undefined;
  const askOncePainted = () => {
    if (!framePainted) return askForTheApp();
    void framePainted.then(askForTheApp);
    setTimeout(askForTheApp, framePaintLatestMs);
  };
  // The first contentful paint; where the browser reports no paints, the frame after parsing.
  let afterParsing = () => {
    requestAnimationFrame(() => setTimeout(askOncePainted));
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
        askOncePainted();
      }
    }).observe({ type: 'paint', buffered: true });
    afterParsing = () => {};
  } catch {
    // An older browser: the frame after parsing stands in for the paint.
  }
  const parsed = () => {
    afterParsing();
    setTimeout(askOncePainted, latestMs);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}

/** The loader as the text of a script. */
export const loaderText = `(${loadAppAfterFirstPaint.toString()})(${[
  PENDING_SUBMIT,
  PENDING_CLICK,
  APP_FETCH_LATEST_MS,
  FRAME_PAINTED_GLOBAL,
  FRAME_PAINT_LATEST_MS,
  PRELOADS_PER_TASK,
]
  .map((value) => JSON.stringify(value))
  .join(',')});\n`;
