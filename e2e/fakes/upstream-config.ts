/**
 * Where the fake podcast upstream listens during the journeys, and the app environment that points
 * every outside service at it. The app reads its upstream addresses once at start, so the fake
 * runs on a port fixed before the server starts (FAKE_UPSTREAM_PORT, 4610 unless set); the
 * quick-start journeys themselves never need it (they ask the app's directory search).
 */
export const FAKE_UPSTREAM_PORT = Number(process.env.FAKE_UPSTREAM_PORT ?? 4610);
export const FAKE_UPSTREAM_URL = `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`;

/** The app's environment: iTunes, Spotify and iHeartRadio are the fake at `baseUrl`. */
export function fakeUpstreamEnv(baseUrl: string = FAKE_UPSTREAM_URL): Record<string, string> {
  return {
    ITUNES_API_URL: baseUrl,
    SPOTIFY_API_URL: baseUrl,
    SPOTIFY_ACCOUNTS_URL: baseUrl,
    SPOTIFY_CLIENT_ID: 'e2e-client',
    SPOTIFY_CLIENT_SECRET: 'e2e-secret',
    IHEART_API_URL: baseUrl,
    // The guarded outbound client refuses private addresses and odd ports unless told otherwise.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    OUTBOUND_ALLOWED_PORTS: '*',
    // Journeys search far faster than people type; Apple's real limits do not apply to the fake.
    ITUNES_CALLS_PER_MINUTE: '1000',
    PARSER_RATE_LIMIT_PER_MINUTE: '1000',
  };
}
