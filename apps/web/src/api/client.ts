import { AUTH_HEADERS, type ErrorCode, errorCodeForStatus, isErrorCode } from '@podpie/core';
import { type AuthStore, authFieldsFromHeaders } from './auth-storage.ts';

/** Anything that turns an unknown answer into a typed value: a zod schema in practice. */
export type Parser<T> = { parse(value: unknown): T };

/**
 * A 4xx/5xx answer: `code` says what went wrong (switch on it, never on the text); `errors` holds
 * the readable messages of `{ errors: [...], code, key? }`, and `key`, when the server worded the
 * main one from the dictionaries, is what to show in the reader's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: string[];
  readonly key: string | undefined;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const errors = readErrors(body);
    super(errors[0] ?? (statusText || `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = readCode(body) ?? errorCodeForStatus(status);
    this.errors = errors;
    this.key = readKey(body);
    this.body = body;
  }
}

function readKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { key } = body as { key?: unknown };
  return typeof key === 'string' ? key : undefined;
}

/** The answer's code; a proxy's bare 502 page or a network error has none. */
function readCode(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as { code?: unknown };
  return isErrorCode(code) ? code : undefined;
}

/** Whether `error` is an API answer with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

function readErrors(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { errors } = body as { errors?: unknown };
  if (Array.isArray(errors)) return errors.filter((item) => typeof item === 'string');
  // devise-style validation answers sometimes carry { errors: { full_messages: [...] } }.
  if (typeof errors === 'object' && errors !== null) {
    const full = (errors as { full_messages?: unknown }).full_messages;
    if (Array.isArray(full)) return full.filter((item) => typeof item === 'string');
  }
  return [];
}

export type RequestOptions<T> = {
  body?: unknown;
  /** Checks and types the JSON answer; without it the answer is returned as unknown. */
  parse?: Parser<T>;
  signal?: AbortSignal;
};

export type ApiClient = {
  request<T = unknown>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Whether auth fields are stored, i.e. whether a session might exist. */
  hasCredentials(): boolean;
  clearCredentials(): void;
};

export type ApiClientDeps = {
  store: AuthStore;
  fetch: typeof fetch;
  /** Prefix of every path, '/api' in the app. */
  baseUrl: string;
  /** Told about a 401 on a call that sent credentials, so the session can be re-checked. */
  onUnauthorized?: () => void;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one fetch wrapper of the app: it sends the stored auth fields with every call and stores
 * the fresh ones each answer brings, so a rotated token is never lost.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function request<T>(method: string, path: string, options: RequestOptions<T> = {}) {
    const headers = new Headers({ accept: 'application/json' });
    const credentials = deps.store.read();
    if (credentials) for (const name of AUTH_HEADERS) headers.set(name, credentials[name]);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;

    const response = await deps.fetch(`${deps.baseUrl}${path}`, init);
    const fresh = authFieldsFromHeaders(response.headers);
    if (fresh) deps.store.write(fresh);
    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && credentials) deps.onUnauthorized?.();
      throw new ApiError(response.status, response.statusText, payload);
    }
    return options.parse ? options.parse.parse(payload) : (payload as T);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    hasCredentials: () => deps.store.read() !== null,
    clearCredentials: () => deps.store.clear(),
  };
}
