// What a browser downloads to show each of the owner's routes: the script files and their bytes
// over the wire (brotli, as Chromium asks), counted in Chromium on a fresh cache for each route,
// once the route's screen is drawn and the network is quiet.
import { chromium } from '@playwright/test';
import { seed } from './seed-owner.ts';

export type RouteScripts = { route: string; files: number; bytes: number };

export async function measureRouteScripts(base: string): Promise<RouteScripts[]> {
  const seeded = await seed(base);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const routes: [string, string, boolean][] = [
    ['/signin', '/signin', false],
    ['/quickstart', '/quickstart', false],
    ['dashboard', '/dashboard', true],
    ['editor', seeded.editor, true],
  ];
  const results: RouteScripts[] = [];
  try {
    for (const [route, path, signedIn] of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signedIn) {
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate(
          (fields) => localStorage.setItem('podpie.auth', fields),
          JSON.stringify(seeded.auth),
        );
      }
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      results.push({ route, files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
