// @vitest-environment jsdom
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
