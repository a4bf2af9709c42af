import { describe, expect, it } from 'vitest';
import { isAppRoute, prerenderedScreenOf } from './app-routes.ts';

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

describe('the screen drawn in the first answer of an address', () => {
  it('is the sign-in, sign-up or quick start form for those addresses, with or without a slash', () => {
    expect(prerenderedScreenOf('/')).toBe('signin');
    expect(prerenderedScreenOf('/signin/')).toBe('signin');
    expect(prerenderedScreenOf('/signup')).toBe('signup');
    expect(prerenderedScreenOf('/quickstart/')).toBe('quickstart');
  });

  it('is none for the other screens of the app, which draw themselves, and the 404 elsewhere', () => {
    expect(prerenderedScreenOf('/dashboard')).toBeNull();
    expect(prerenderedScreenOf('/projects/12/settings')).toBeNull();
    expect(prerenderedScreenOf('/no/such/page')).toBe('not-found');
  });
});
