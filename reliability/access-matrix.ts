// Every route of the OpenAPI document, with the request that aims it at owner A's records and who
// may use it. The access test fails on a documented route missing here, so a new route has to be
// placed in this matrix (and so thought about) before the suite passes again.

/** A's records, made through the API before the matrix runs. */
export type World = {
  projectId: number;
  slug: string;
  integrationId: number;
  builtInServiceId: number;
  uploadFile: string;
  ownerEmail: string;
  /** One of A's signed-in devices (GET /api/auth/sessions). */
  sessionId: number;
  /** One of A's API tokens, and a webhook endpoint of A's page. */
  tokenId: number;
  hookId: number;
};

export type Access =
  /** A's own record: signed out answers 401; another user 404 (or 403); the owner 2xx. */
  | 'owner'
  /** The caller's own account or lists: signed out 401; another user sees only their own. */
  | 'account'
  /** Open to anyone by design (sign-up, catalogues, beacons, public images, the parser). */
  | 'public';

export type Probe = {
  access: Access;
  path: (world: World) => string;
  body?: (world: World) => unknown;
  /** Owner A may call it in the check that the probe aims at a real record (reads only). */
  ownerReads?: boolean;
};

const project = (world: World) => `/api/v1/projects/${world.projectId}`;
const hook = (world: World) => `${project(world)}/webhooks/${world.hookId}`;
const DAY = new Date().toISOString().slice(0, 10);

export const MATRIX: Record<string, Probe> = {
  'GET /api/health': { access: 'public', path: () => '/api/health' },
  // Sign-up with a refused body, sign-in as A with a wrong password: nothing of A is given away.
  'POST /api/auth': { access: 'public', path: () => '/api/auth', body: () => ({}) },
  'PUT /api/auth': {
    access: 'account',
    path: () => '/api/auth',
    body: (world) => ({ email: world.ownerEmail }),
  },
  'POST /api/auth/sign_in': {
    access: 'public',
    path: () => '/api/auth/sign_in',
    body: (world) => ({ email: world.ownerEmail, password: 'not the password at all' }),
  },
  'GET /api/auth/validate_token': { access: 'account', path: () => '/api/auth/validate_token' },
  'DELETE /api/auth/sign_out': { access: 'account', path: () => '/api/auth/sign_out' },
  'PUT /api/auth/password': {
    access: 'account',
    path: () => '/api/auth/password',
    body: () => ({ current_password: 'wrong password here', password: 'another long password' }),
  },
  // Issue 33. These come after sign_out: B's "everywhere else" signs out B's second session.
  'GET /api/auth/sessions': { access: 'account', path: () => '/api/auth/sessions' },
  'DELETE /api/auth/sessions/{id}': {
    access: 'owner',
    path: (world) => `/api/auth/sessions/${world.sessionId}`,
  },
  'DELETE /api/auth/sessions': { access: 'account', path: () => '/api/auth/sessions' },
  'GET /api/auth/two_factor': { access: 'account', path: () => '/api/auth/two_factor' },
  'POST /api/auth/two_factor': { access: 'account', path: () => '/api/auth/two_factor' },
  'POST /api/auth/two_factor/confirm': {
    access: 'account',
    path: () => '/api/auth/two_factor/confirm',
    body: () => ({ code: '000000' }),
  },
  'POST /api/auth/two_factor/recovery_codes': {
    access: 'account',
    path: () => '/api/auth/two_factor/recovery_codes',
    body: () => ({ code: '000000' }),
  },
  'DELETE /api/auth/two_factor': {
    access: 'account',
    path: () => '/api/auth/two_factor',
    body: () => ({ code: '000000' }),
  },
  // Only the caller's own passkeys may answer; A has none, so A's own call answers 409.
  'POST /api/auth/passkey_confirmation/options': {
    access: 'account',
    path: () => '/api/auth/passkey_confirmation/options',
  },
  'GET /api/auth/passkeys': { access: 'account', path: () => '/api/auth/passkeys' },
  'POST /api/auth/passkeys/options': {
    access: 'account',
    path: () => '/api/auth/passkeys/options',
  },
  'POST /api/auth/passkeys': {
    access: 'account',
    path: () => '/api/auth/passkeys',
    body: () => ({ response: { id: 'x', rawId: 'x', type: 'public-key' } }),
  },
  // A has no passkey: another user's id answers 404 like a missing one.
  'PATCH /api/auth/passkeys/{id}': {
    access: 'owner',
    path: () => '/api/auth/passkeys/1',
    body: () => ({ name: 'taken over' }),
  },
  'DELETE /api/auth/passkeys/{id}': { access: 'owner', path: () => '/api/auth/passkeys/1' },
  'POST /api/auth/passkey_sign_in/options': {
    access: 'public',
    path: () => '/api/auth/passkey_sign_in/options',
  },
  'POST /api/auth/passkey_sign_in': {
    access: 'public',
    path: () => '/api/auth/passkey_sign_in',
    body: () => ({ response: { id: 'x', rawId: 'x', type: 'public-key' } }),
  },
  'POST /api/auth/password/forgot': {
    access: 'public',
    path: () => '/api/auth/password/forgot',
    body: (world) => ({ email: world.ownerEmail }),
  },
  // Issue 33's verified address: B's "send again" mails B, B's change needs B's password.
  'POST /api/auth/email/verification': {
    access: 'account',
    path: () => '/api/auth/email/verification',
  },
  'POST /api/auth/email/verify': {
    access: 'public',
    path: () => '/api/auth/email/verify',
    body: () => ({ token: 'forged-token' }),
  },
  'PUT /api/auth/email': {
    access: 'account',
    path: () => '/api/auth/email',
    body: (world) => ({ email: world.ownerEmail, current_password: 'wrong password here' }),
  },
  'POST /api/auth/password/reset': {
    access: 'public',
    path: () => '/api/auth/password/reset',
    body: () => ({ token: 'forged-token', password: 'another long password' }),
  },
  'GET /api/v1/projects/{id}/export': {
    access: 'owner',
    path: (world) => `${project(world)}/export`,
    ownerReads: true,
  },
  'POST /api/v1/projects/import': {
    access: 'account',
    path: () => '/api/v1/projects/import',
    body: () => ({}),
  },
  'POST /api/v1/projects/import_from_url': {
    access: 'account',
    path: () => '/api/v1/projects/import_from_url',
    body: () => ({}),
  },
  'GET /api/v1/projects': { access: 'account', path: () => '/api/v1/projects' },
  'POST /api/v1/projects': { access: 'account', path: () => '/api/v1/projects', body: () => ({}) },
  'GET /api/v1/projects/random_slug': {
    access: 'account',
    path: () => '/api/v1/projects/random_slug',
  },
  'GET /api/v1/projects/slug_availability': {
    access: 'account',
    path: () => '/api/v1/projects/slug_availability?slug=somefreeaddress',
  },
  'GET /api/v1/projects/slug_proposal': {
    access: 'account',
    path: () => '/api/v1/projects/slug_proposal?name=Pie%20Talk',
  },
  'GET /api/v1/projects/{id}': { access: 'owner', path: project, ownerReads: true },
  'PUT /api/v1/projects/{id}': {
    access: 'owner',
    path: project,
    body: () => ({
      solid_color: '#ff0000',
      slug: 'takenbyintruder',
      is_check_podcast_health: false,
    }),
  },
  'DELETE /api/v1/projects/{id}': { access: 'owner', path: project },
  'PUT /api/v1/projects/{id}/update_settings': {
    access: 'owner',
    path: (world) => `${project(world)}/update_settings`,
    body: () => ({ google_analytics_id: null, facebook_pixel_id: null, language: 'tw' }),
  },
  'GET /api/v1/projects/{id}/old_slugs': {
    access: 'owner',
    path: (world) => `${project(world)}/old_slugs`,
    ownerReads: true,
  },
  'DELETE /api/v1/projects/{id}/old_slugs/{slug}': {
    access: 'owner',
    path: (world) => `${project(world)}/old_slugs/${world.slug}`,
  },
  'GET /api/v1/projects/{id}/get_podcast_health_charts': {
    access: 'owner',
    path: (world) => `${project(world)}/get_podcast_health_charts`,
    ownerReads: true,
  },
  'GET /api/v1/projects/{id}/pies': {
    access: 'owner',
    path: (world) => `${project(world)}/pies`,
    ownerReads: true,
  },
  'POST /api/v1/projects/{id}/pies/sync': {
    access: 'owner',
    path: (world) => `${project(world)}/pies/sync`,
    body: () => [{ id: -1, main_type: 'TEXT-INPUT', title: 'Intruder', sort_order: 1 }],
  },
  'GET /api/v1/themes': { access: 'public', path: () => '/api/v1/themes' },
  'GET /api/v1/background_colors': { access: 'public', path: () => '/api/v1/background_colors' },
  'GET /api/v1/mailing_services': { access: 'account', path: () => '/api/v1/mailing_services' },
  'POST /api/v1/mailing_services/{serviceId}/mailing_integrations': {
    access: 'account',
    path: (world) => `/api/v1/mailing_services/${world.builtInServiceId}/mailing_integrations`,
    body: () => ({}),
  },
  'GET /api/v1/mailing_integrations': {
    access: 'account',
    path: () => '/api/v1/mailing_integrations',
  },
  'GET /api/v1/mailing_integrations/{id}/mailing_lists': {
    access: 'owner',
    path: (world) => `/api/v1/mailing_integrations/${world.integrationId}/mailing_lists`,
    ownerReads: true,
  },
  'DELETE /api/v1/mailing_services/{serviceId}/mailing_integrations/{integrationId}': {
    access: 'owner',
    path: (world) =>
      `/api/v1/mailing_services/${world.builtInServiceId}/mailing_integrations/${world.integrationId}`,
  },
  'GET /api/v1/projects/{id}/episodes': {
    access: 'owner',
    path: (world) => `${project(world)}/episodes`,
    ownerReads: true,
  },
  'GET /api/v1/projects/{id}/preview': {
    access: 'owner',
    path: (world) => `${project(world)}/preview?lang=en`,
    ownerReads: true,
  },
  'GET /api/v1/projects/{id}/subscribers': {
    access: 'owner',
    path: (world) => `${project(world)}/subscribers`,
    ownerReads: true,
  },
  'GET /api/v1/projects/{id}/subscribers.csv': {
    access: 'owner',
    path: (world) => `${project(world)}/subscribers.csv`,
    ownerReads: true,
  },
  // The block need not exist: the project's owner reads an empty log, anyone else nothing.
  'GET /api/v1/projects/{id}/pies/{pieId}/mailing_delivery_log': {
    access: 'owner',
    path: (world) => `${project(world)}/pies/1/mailing_delivery_log`,
    ownerReads: true,
  },
  // Product events: anyone may send them; they are written, never read back through the API.
  'POST /api/v1/events': { access: 'public', path: () => '/api/v1/events', body: () => ({}) },
  // Guarded by a signed key in the e-mail link rather than by a session.
  'PUT /api/v1/opt-out-cold-email-campaign/{id}': {
    access: 'public',
    path: () => '/api/v1/opt-out-cold-email-campaign/123456',
    body: () => ({ key: 'forged-key' }),
  },
  // The published page's own beacon: visitors count views, nobody reads counts here.
  'POST /api/v1/page-events': {
    access: 'public',
    path: () => '/api/v1/page-events',
    body: () => ({}),
  },
  'GET /api/v1/projects/{id}/analytics': {
    access: 'owner',
    path: (world) => `${project(world)}/analytics?from=${DAY}&to=${DAY}`,
    ownerReads: true,
  },
  'GET /api/v1/projects/{id}/analytics/settings': {
    access: 'owner',
    path: (world) => `${project(world)}/analytics/settings`,
    ownerReads: true,
  },
  'PUT /api/v1/projects/{id}/analytics/settings': {
    access: 'owner',
    path: (world) => `${project(world)}/analytics/settings`,
    body: () => ({ recording: false }),
  },
  'GET /api/v1/projects/{id}/domain': {
    access: 'owner',
    path: (world) => `${project(world)}/domain`,
    ownerReads: true,
  },
  // A refused domain: the owner's answer is a 422 that stores nothing.
  'PUT /api/v1/projects/{id}/domain': {
    access: 'owner',
    path: (world) => `${project(world)}/domain`,
    body: () => ({ domain: 'localhost' }),
  },
  'DELETE /api/v1/projects/{id}/domain': {
    access: 'owner',
    path: (world) => `${project(world)}/domain`,
  },
  'POST /api/v1/projects/{id}/domain/check': {
    access: 'owner',
    path: (world) => `${project(world)}/domain/check`,
  },
  // Caddy's question, answered only to loopback (and TLS_ASK_NETWORKS); it reveals no owner's data.
  'GET /internal/tls-allowed': {
    access: 'public',
    path: () => '/internal/tls-allowed?domain=unknown.example.com',
  },
  // The parsing service reads public podcast data; refused queries keep it from going online.
  'GET /parser/v1/feed_parser': { access: 'public', path: () => '/parser/v1/feed_parser' },
  'POST /parser/v1/itunes_podcast_rss_feed_data': {
    access: 'public',
    path: () => '/parser/v1/itunes_podcast_rss_feed_data',
    body: () => ({}),
  },
  'GET /parser/v1/url_parser': { access: 'public', path: () => '/parser/v1/url_parser' },
  'POST /parser/v1/itunes_podcast': {
    access: 'public',
    path: () => '/parser/v1/itunes_podcast',
    body: () => ({}),
  },
  'POST /parser/v1/basic_networks': {
    access: 'public',
    path: () => '/parser/v1/basic_networks',
    body: () => ({}),
  },
  'POST /parser/v1/podcasts_iHeartRadio': {
    access: 'public',
    path: () => '/parser/v1/podcasts_iHeartRadio',
    body: () => ({}),
  },
  'POST /parser/v1/podcasts_spotify': {
    access: 'public',
    path: () => '/parser/v1/podcasts_spotify',
    body: () => ({}),
  },
  'POST /parser/v1/podcasts_player_fm': {
    access: 'public',
    path: () => '/parser/v1/podcasts_player_fm',
    body: () => ({}),
  },
  'POST /parser/v1/podcasts_stitcher': {
    access: 'public',
    path: () => '/parser/v1/podcasts_stitcher',
    body: () => ({}),
  },
  'POST /parser/v1/podcasts_google': {
    access: 'public',
    path: () => '/parser/v1/podcasts_google',
    body: () => ({}),
  },
  // Uploads belong to no account: a signed-out visitor's draft uploads its artwork too (SPEC.md,
  // quick start), and the unguessable address is shown to everyone by published pages.
  'POST /api/v1/uploads': { access: 'public', path: () => '/api/v1/uploads', body: () => ({}) },
  'POST /api/v1/uploads/from_url': {
    access: 'public',
    path: () => '/api/v1/uploads/from_url',
    body: () => ({}),
  },
  'GET /uploads/{file}': { access: 'public', path: (world) => `/uploads/${world.uploadFile}` },
  'GET /api/v1/tokens': { access: 'account', path: () => '/api/v1/tokens' },
  'POST /api/v1/tokens': {
    access: 'account',
    path: () => '/api/v1/tokens',
    body: (world) => ({ name: 'intruder', scope: 'write', project_id: world.projectId }),
  },
  'DELETE /api/v1/tokens/{id}': {
    access: 'owner',
    path: (world) => `/api/v1/tokens/${world.tokenId}`,
  },
  'GET /api/v1/projects/{id}/webhooks': {
    access: 'owner',
    path: (world) => `${project(world)}/webhooks`,
    ownerReads: true,
  },
  'POST /api/v1/projects/{id}/webhooks': {
    access: 'owner',
    path: (world) => `${project(world)}/webhooks`,
    body: () => ({ url: 'https://intruder.example.com/in', events: ['subscriber.created'] }),
  },
  'DELETE /api/v1/projects/{id}/webhooks/{hookId}': { access: 'owner', path: hook },
  'POST /api/v1/projects/{id}/webhooks/{hookId}/secret': {
    access: 'owner',
    path: (world) => `${hook(world)}/secret`,
  },
  'GET /api/v1/projects/{id}/webhooks/{hookId}/deliveries': {
    access: 'owner',
    path: (world) => `${hook(world)}/deliveries`,
    ownerReads: true,
  },
  // A's endpoint asks for no event the world makes, so this id aims at nothing of anyone's.
  'POST /api/v1/projects/{id}/webhooks/{hookId}/deliveries/{deliveryId}/redeliver': {
    access: 'owner',
    path: (world) => `${hook(world)}/deliveries/1/redeliver`,
  },
};
