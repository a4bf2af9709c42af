import { AUTH_HEADERS, type AuthHeader } from '@podpie/core';

/** The five devise-token-auth fields of SPEC.md §7, as the server sent them last. */
export type AuthFields = Record<AuthHeader, string>;

export type AuthStore = {
  read(): AuthFields | null;
  write(fields: AuthFields): void;
  clear(): void;
};

export const AUTH_STORAGE_KEY = 'podpie.auth';

function isAuthFields(value: unknown): value is AuthFields {
  if (typeof value !== 'object' || value === null) return false;
  return AUTH_HEADERS.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

/** Picks the five fields out of an answer's headers, or null when the answer carries none. */
export function authFieldsFromHeaders(headers: Headers): AuthFields | null {
  const fields: Partial<AuthFields> = {};
  for (const name of AUTH_HEADERS) {
    const value = headers.get(name);
    // The server leaves the headers off answers that do not rotate the token; keep what we have.
    if (value === null || value === '') return null;
    fields[name] = value;
  }
  return isAuthFields(fields) ? fields : null;
}

/** Keeps the fields in the given Web Storage (localStorage in the app) under one key. */
export function createAuthStore(storage: () => Storage | null): AuthStore {
  return {
    read() {
      const raw = storage()?.getItem(AUTH_STORAGE_KEY);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isAuthFields(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(fields) {
      storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(fields));
    },
    clear() {
      storage()?.removeItem(AUTH_STORAGE_KEY);
    },
  };
}

/** localStorage, or null where the browser refuses it (some privacy modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
