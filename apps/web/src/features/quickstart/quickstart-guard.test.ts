// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { quickstartRedirect } from './quickstart-guard.ts';

describe('quickstartRedirect', () => {
  it('shows the quick start to a signed-out visitor without a draft', () => {
    expect(quickstartRedirect('/quickstart', { signedIn: false, hasDraft: false })).toBeNull();
  });

  it('sends a signed-out visitor with a saved draft back to the draft editor', () => {
    expect(quickstartRedirect('/quickstart', { signedIn: false, hasDraft: true })).toBe(
      '/quickstart-project',
    );
  });

  it('sends a signed-in owner from /quickstart to /project-setup', () => {
    expect(quickstartRedirect('/quickstart', { signedIn: true, hasDraft: false })).toBe(
      '/project-setup',
    );
  });

  it('shows /project-setup to a signed-in owner without a draft', () => {
    expect(quickstartRedirect('/project-setup', { signedIn: true, hasDraft: false })).toBeNull();
  });

  it('sends a signed-in owner with a saved draft to /projects', () => {
    expect(quickstartRedirect('/project-setup', { signedIn: true, hasDraft: true })).toBe(
      '/projects',
    );
    expect(quickstartRedirect('/quickstart', { signedIn: true, hasDraft: true })).toBe('/projects');
  });

  it('asks a signed-out visitor on /project-setup to sign in', () => {
    expect(quickstartRedirect('/project-setup', { signedIn: false, hasDraft: false })).toBe(
      '/signin',
    );
  });
});
