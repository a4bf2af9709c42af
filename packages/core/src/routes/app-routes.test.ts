import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.ts';

describe('the addresses the app draws a screen for', () => {
  it('knows the fixed routes and the ones with a parameter', () => {
    for (const path of ['/', '/signin', '/dashboard/', '/projects/12', '/projects/12/settings']) {
      expect(isAppRoute(path), path).toBe(true);
    }
    expect(isAppRoute('/opt-out-campaign/123456')).toBe(true);
  });

  it('leaves every other address to the 404 page', () => {
    for (const path of ['/nope', '/no/such/page', '/projects/12/other', '/dashboard/x']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
