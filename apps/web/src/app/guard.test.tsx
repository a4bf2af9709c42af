// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../shared/session.tsx';
import { StaticSessionProvider } from '../shared/session-test-support.ts';
import { Guard } from './guard.tsx';
import type { RouteAccess, SessionStatus } from './guard-rules.ts';

const user = { id: 1, uid: 'a@example.com', email: 'a@example.com', is_activated: true };

function session(status: SessionStatus): Session {
  return {
    status,
    user: status === 'signed-in' ? user : null,
    signedIn: () => undefined,
    signOut: async () => undefined,
  };
}

const guarded: Array<[string, RouteAccess]> = [
  ['/', 'signed-out'],
  ['/signin', 'signed-out'],
  ['/signup', 'signed-out'],
  ['/dashboard', 'signed-in'],
  ['/change-password', 'signed-in'],
  ['/account-security', 'signed-in'],
  ['/integrations', 'signed-in'],
  ['/projects/7/settings', 'signed-in'],
  ['/project-setup', 'signed-in'],
  ['/quickstart', 'quickstart'],
  ['/opt-out-campaign/42', 'public'],
  ['/beta-user-invite', 'public'],
];

/** Opens `path` with a router whose every route names itself, so a test sees where it landed. */
function open(path: string, status: SessionStatus) {
  const screenFor = (name: string) => <p>screen {name}</p>;
  const router = createMemoryRouter(
    guarded.map(([route, access]) => ({
      path: route,
      element: <Guard access={access}>{screenFor(route)}</Guard>,
    })),
    { initialEntries: [path] },
  );
  render(
    <StaticSessionProvider value={session(status)}>
      <RouterProvider router={router} />
    </StaticSessionProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('route guards', () => {
  it.each(guarded)('draws nothing at %s while the session is unknown', (path) => {
    const router = open(path, 'unknown');
    expect(screen.queryByText(/screen/)).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/dashboard', '/signin'],
    ['/change-password', '/signin'],
    ['/integrations', '/signin'],
    ['/projects/7/settings', '/signin'],
    ['/project-setup', '/signin'],
    ['/', '/'],
    ['/signin', '/signin'],
    ['/signup', '/signup'],
    ['/quickstart', '/quickstart'],
    ['/opt-out-campaign/42', '/opt-out-campaign/42'],
  ])('a signed-out visitor who opens %s sees %s', async (path, landing) => {
    const router = open(path, 'signed-out');
    expect(await screen.findByText(`screen ${landing}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
  });

  it.each([
    ['/', '/dashboard'],
    ['/signin', '/dashboard'],
    ['/signup', '/dashboard'],
    ['/quickstart', '/project-setup'],
    ['/dashboard', '/dashboard'],
    ['/change-password', '/change-password'],
    ['/projects/7/settings', '/projects/7/settings'],
    ['/beta-user-invite', '/beta-user-invite'],
  ])('a signed-in owner who opens %s sees %s', async (path, landing) => {
    const router = open(path, 'signed-in');
    expect(await screen.findByText(`screen ${landing}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
  });
});
