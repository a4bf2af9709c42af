export type QuickstartRoute = '/quickstart' | '/project-setup';

/**
 * Where SPEC.md §2 sends someone who opens the quick start, or null to show it: signed-in owners
 * use /project-setup, and anyone with a saved draft goes back to it instead of starting over.
 */
export function quickstartRedirect(
  route: QuickstartRoute,
  session: { signedIn: boolean; hasDraft: boolean },
): string | null {
  if (session.signedIn) {
    if (session.hasDraft) return '/projects';
    return route === '/quickstart' ? '/project-setup' : null;
  }
  if (session.hasDraft) return '/quickstart-project';
  return route === '/project-setup' ? '/signin' : null;
}
