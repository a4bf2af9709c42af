// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_ROUTES, isAppRoute } from '@podpie/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';
import { tabTitleKey } from './tab-title.tsx';

const pathsOf = (list: readonly RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the routes the server knows', () => {
  it('lists every screen of the router, so none of them is answered with HTTP 404', () => {
    const screens = pathsOf(routes).filter((path) => path !== '*');
    expect([...screens].sort()).toEqual([...APP_ROUTES].sort());
    for (const path of screens) expect(isAppRoute(path.replaceAll(':', 'x')), path).toBe(true);
  });

  it('names each browser tab after its screen, and unknown addresses after the 404 page', () => {
    expect(tabTitleKey('/dashboard')).toBe('app:tabTitles.dashboard');
    expect(tabTitleKey('/projects/12/settings')).toBe('app:tabTitles.projectSettings');
    expect(tabTitleKey('/no/such/page')).toBe('app:tabTitles.notFound');
  });
});

describe('the lazy routes name their modules as the build does', () => {
  it('gives each lazy route the path of the module it imports', () => {
    const source = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
    const declared = [
      ...source.matchAll(/lazyRoute\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g),
    ];
    expect(declared.length).toBeGreaterThan(10);
    for (const [, name, specifier] of declared) {
      expect(name).toBe(
        relative(join(import.meta.dirname, '..', '..'), join(import.meta.dirname, specifier ?? '')),
      );
    }
  });
});
