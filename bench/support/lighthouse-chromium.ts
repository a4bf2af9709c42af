import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { Flags, Result } from 'lighthouse';
import { freePort } from './load.ts';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

/** One row of Lighthouse's `network-requests` audit. */
export type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

export type LighthouseChromium = {
  /** The browser Lighthouse drives, for set-up a run needs (a sign-in in localStorage). */
  browser: BrowserContext;
  /**
   * Lighthouse 12 on `url`, mobile (its default profile), in the four categories. With
   * LIGHTHOUSE_REPORT_DIR=<dir> the full report (main-thread breakdown, long tasks, shifts) is
   * kept there as `<name>.json`, and the trace it measured as `<name>.trace.json`.
   */
  audit: (url: string, flags?: Flags, name?: string) => Promise<Result>;
  close: () => Promise<void>;
};

/**
 * Whether the machine has a font for Chinese, as every phone has. Without one Chromium draws boxes
 * for a Chinese page (a new project's page is in the product's default language, Chinese), after
 * asking fontconfig for each character: in three traces each, the designed page's first layout
 * took 98-230 ms without one and 74-115 ms with Android's own fallback font. Unknown (no
 * fontconfig) counts as present.
 */
function hasChineseFont(): boolean {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return listed.status !== 0 || listed.stdout.trim() !== '';
}

/**
 * Debian's Chromium in a fresh profile, open to Lighthouse on a remote-debugging port.
 * Playwright and Lighthouse are loaded only when this is called: their module graphs, held beside
 * an in-process server, made its garbage collection a quarter of its CPU under load.
 */
export async function launchLighthouseChromium(): Promise<LighthouseChromium> {
  if (!hasChineseFont()) {
    console.log(
      'No font for Chinese on this machine (Debian: apt-get install fonts-droid-fallback): ' +
        'Chinese pages are drawn as boxes, after a slower first layout than on a phone.',
    );
  }
  const { chromium } = await import('@playwright/test');
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'podpie-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
    // Playwright turns the back/forward cache off; a visitor's browser has it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  return {
    browser,
    audit: async (url, flags = {}, name = 'report') => {
      const run = () =>
        lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
          ...flags,
        });
      let result = await run();
      // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) and asks to be run
      // again: one more try, so a whole bench is not lost to it.
      if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await run();
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const keepIn = process.env.LIGHTHOUSE_REPORT_DIR;
      if (keepIn) {
        mkdirSync(keepIn, { recursive: true });
        writeFileSync(join(keepIn, `${name}.json`), JSON.stringify(lhr));
        // The trace Lighthouse measured (its long tasks, unthrottled), for a closer look.
        const trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace;
        if (trace) writeFileSync(join(keepIn, `${name}.trace.json`), JSON.stringify(trace));
      }
      return lhr;
    },
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
