import { vi } from 'vitest';

/** A JSON answer, as the server sends one. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the global fetch to give every call the same JSON answer; the stub, to read its calls. */
export function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string) => jsonAnswer(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
