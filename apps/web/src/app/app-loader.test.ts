// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_PAINTED_GLOBAL } from '../shared/frame-marks.ts';
import { loaderText } from './app-loader.ts';

const NAMES = '/assets/index-a1.js /assets/routes-b2.js /assets/editor-screen-c3.js';

/** Runs the loader as a frame's HTML does (its data-scripts naming the graph), once parsed. */
function runLoader(names = NAMES) {
  const script = document.createElement('script');
  script.setAttribute('data-scripts', names);
  document.head.appendChild(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(loaderText)();
}

/** What the loader has asked for: the entry as a module script, the rest as preloads. */
const askedFor = () => ({
  entry: [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});

const frames = () => new Promise((done) => setTimeout(done, 20));

/** The browser reports the first contentful paint a moment after the loader starts watching. */
function paintSoon() {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly report: (list: { getEntries: () => unknown[] }) => void) {}
      observe() {
        setTimeout(
          () => this.report({ getEntries: () => [{ name: 'first-contentful-paint' }] }),
          5,
        );
      }
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[FRAME_PAINTED_GLOBAL];
});

describe("the app's loader", () => {
  it('asks for the whole graph once the screen has been painted', async () => {
    paintSoon();
    runLoader();
    expect(askedFor().entry).toEqual([]);
    await frames();
    expect(askedFor()).toEqual({
      entry: ['/assets/index-a1.js'],
      preloads: ['/assets/routes-b2.js', '/assets/editor-screen-c3.js'],
    });
  });

  it("waits for the editor frame's page and artwork, then asks", async () => {
    paintSoon();
    let painted = () => {};
    (window as unknown as Record<string, unknown>)[FRAME_PAINTED_GLOBAL] = new Promise<void>(
      (done) => {
        painted = done;
      },
    );
    runLoader();
    await frames();
    expect(askedFor().entry).toEqual([]);
    painted();
    await frames();
    expect(askedFor().entry).toEqual(['/assets/index-a1.js']);
  });

  it('asks within three seconds of the paint when the frame never paints its page', () => {
    vi.useFakeTimers();
    paintSoon();
    (window as unknown as Record<string, unknown>)[FRAME_PAINTED_GLOBAL] = new Promise(() => {});
    runLoader();
    vi.advanceTimersByTime(3_004);
    expect(askedFor().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(askedFor().entry).toEqual(['/assets/index-a1.js']);
  });

  it('asks within a second of parsing where the browser reports no paint (a background tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
      },
    );
    runLoader();
    vi.advanceTimersByTime(999);
    expect(askedFor().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(askedFor().entry).toEqual(['/assets/index-a1.js']);
  });

  it("asks for a long graph a few files per task, the app's entry last", () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
      },
    );
    const graph = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    runLoader(['/assets/index-a1.js', ...graph].join(' '));
    vi.advanceTimersByTime(1_000);
    // One task's worth: the rest wait for the next turns of the event loop.
    expect(askedFor()).toEqual({ entry: [], preloads: graph.slice(0, 3) });
    vi.advanceTimersToNextTimer();
    expect(askedFor()).toEqual({ entry: [], preloads: graph.slice(0, 6) });
    for (let turn = 0; turn < 2; turn += 1) vi.advanceTimersToNextTimer();
    expect(askedFor()).toEqual({ entry: [], preloads: graph.slice(0, 12) });
    vi.advanceTimersToNextTimer();
    expect(askedFor()).toEqual({ entry: ['/assets/index-a1.js'], preloads: graph });
  });
});
