// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_PAINTED_GLOBAL } from '../shared/frame-marks.ts';
import { loaderText } from './app-loader.ts';

const NAMES = '/assets/index-a1.js /assets/routes-b2.js /assets/editor-screen-c3.js';

/** Runs the loader as a frame's HTML does (its data-scripts naming the graph), once parsed. */
function runLoader() {
  const script = document.createElement('script');
  script.setAttribute('data-scripts', NAMES);
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
});
