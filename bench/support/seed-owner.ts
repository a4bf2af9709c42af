import { samplePage, withTempIds } from '../../apps/server/src/test/sample-page.ts';
import { call } from './podpie.ts';

/**
 * Signs up, makes a project holding the sample page (its pictures at `imageBase`, its feeds at
 * `feedUrl` when given); answers the sign-in headers and paths.
 */
export async function seed(base: string, imageBase?: string, feedUrl?: string) {
  const signedUp = await call(base, '/api/auth', {
    method: 'POST',
    body: { email: `owner-${Date.now()}@example.com`, password: 'bench-password-42' },
  });
  const auth = Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry', 'token-type'].map((name) => [
      name,
      signedUp.headers.get(name) ?? '',
    ]),
  );
  const created = (await (
    await call(base, '/api/v1/projects', { method: 'POST', headers: auth, body: {} })
  ).json()) as { data: { id: number; slug: string } };
  await call(base, `/api/v1/projects/${created.data.id}/pies/sync`, {
    method: 'POST',
    headers: auth,
    body: withTempIds(samplePage({ imageBase, feedUrl })),
  });
  return { auth, editor: `/projects/${created.data.id}`, page: `/${created.data.slug}` };
}
