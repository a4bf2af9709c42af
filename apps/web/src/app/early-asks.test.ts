// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAsksText, takeEarlyAnswer } from './early-asks.ts';

const STORED = {
  'access-token': 'tok-1',
  client: 'c-1',
  uid: 'owner@example.com',
  expiry: '1900000000',
  'token-type': 'Bearer',
};

/** Runs the frame's script as the browser would, at `path`, with fetch recorded. */
function runScriptAt(path: string) {
  window.history.replaceState(null, '', path);
  const asked: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 }));
    }),
  );
  new Function(earlyAsksText)();
  return asked;
}

const signedIn = (token = 'tok-1') => ({ method: 'GET', headers: { 'access-token': token } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  delete (window as unknown as Record<string, unknown>).__podpieEarlyAsks;
});

describe('the early asks of a signed-in frame', () => {
  it('ask for the check and the dashboard’s projects with the stored sign-in', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    const asked = runScriptAt('/dashboard');
    expect(asked.map((call) => call.url)).toEqual(['/api/auth/validate_token', '/api/v1/projects']);
    expect(asked[0]?.headers).toEqual({ accept: 'application/json', ...STORED });
  });

  it('ask for the project and its blocks on the editor’s address', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    expect(runScriptAt('/projects/42').map((call) => call.url)).toEqual([
      '/api/auth/validate_token',
      '/api/v1/projects/42',
      '/api/v1/projects/42/pies',
    ]);
  });

  it('ask nothing without a whole stored sign-in', () => {
    expect(runScriptAt('/dashboard')).toEqual([]);
    window.localStorage.setItem('podpie.auth', JSON.stringify({ ...STORED, client: 7 }));
    expect(runScriptAt('/dashboard')).toEqual([]);
    window.localStorage.setItem('podpie.auth', '{not json');
    expect(runScriptAt('/dashboard')).toEqual([]);
  });

  it('give each answer to the app once, for the same call with the same sign-in', async () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    runScriptAt('/dashboard');
    expect(takeEarlyAnswer('/api/v1/projects', { method: 'POST', body: '{}' })).toBeUndefined();
    const answer = takeEarlyAnswer('/api/v1/projects', signedIn());
    expect(await (await answer)?.json()).toEqual({ url: '/api/v1/projects' });
    expect(takeEarlyAnswer('/api/v1/projects', signedIn())).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/projects/1', signedIn())).toBeUndefined();
  });

  it('never give an answer asked with another sign-in, or too long ago', () => {
    window.localStorage.setItem('podpie.auth', JSON.stringify(STORED));
    runScriptAt('/dashboard');
    expect(takeEarlyAnswer('/api/auth/validate_token', signedIn('tok-2'))).toBeUndefined();
    expect(takeEarlyAnswer('/api/v1/projects', signedIn(), Date.now() + 16_000)).toBeUndefined();
  });
});
