// The owner's side of the API over real HTTP, and a visitor's reading of a published page: the
// blocks a publish writes carry "<marker>-v<version>-b<index>" as titles, so any answer tells
// which publish (or mix of publishes) it shows.
import { randomBytes } from 'node:crypto';

export const PASSWORD = 'reliability horse battery';

export type Session = { 'access-token': string; client: string; uid: string };

export type Call = {
  method: string;
  path: string;
  session?: Session | undefined;
  /** Other headers, such as a personal API token's Authorization. */
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
};

export type Answer = { status: number; text: string; json(): unknown };

/** One API call; network failures are thrown, every HTTP status is answered. */
export async function call(base: string, request: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...(request.session ?? {}), ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers,
    redirect: 'manual',
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(request.timeoutMs ?? 20_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

function sessionOf(response: Response): Session {
  const read = (name: string) => {
    const value = response.headers.get(name);
    if (!value) throw new Error(`answer has no ${name} header`);
    return value;
  };
  return { 'access-token': read('access-token'), client: read('client'), uid: read('uid') };
}

export const uniqueEmail = (label: string) =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** Signs a new account up through POST /api/auth. */
export async function signUp(base: string, email = uniqueEmail('owner')): Promise<Session> {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return sessionOf(response);
}

export type Project = { id: number; slug: string };

export async function createProject(base: string, session: Session): Promise<Project> {
  const answer = await call(base, {
    method: 'POST',
    path: '/api/v1/projects',
    session,
    body: { language: 'en' },
  });
  if (answer.status !== 201) throw new Error(`project: ${answer.status} ${answer.text}`);
  const { id, slug } = (answer.json() as { data: Project }).data;
  return { id, slug };
}

export const blockTitle = (marker: string, version: number, index: number) =>
  `${marker}-v${version}-b${index}`;

/** The body of a publish: `count` new text blocks replacing all the page's blocks. */
export function versionBlocks(marker: string, version: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: -(index + 1),
    main_type: 'TEXT-INPUT',
    title: blockTitle(marker, version, index),
    description: `Publish ${version}, block ${index}`,
    sort_order: index + 1,
  }));
}

/** Publishes version `version` of the page; answers the HTTP status (200 when acknowledged). */
export async function publish(
  base: string,
  session: Session,
  project: Project,
  marker: string,
  version: number,
  count: number,
): Promise<number> {
  const answer = await call(base, {
    method: 'POST',
    path: `/api/v1/projects/${project.id}/pies/sync`,
    session,
    body: versionBlocks(marker, version, count),
    timeoutMs: 30_000,
  });
  return answer.status;
}

export type Seen =
  | { kind: 'whole'; version: number }
  | { kind: 'empty' }
  | { kind: 'mixed'; detail: string };

/**
 * What one page shows: a whole version has exactly blocks 0..count-1 of one version (each may
 * appear more than once in the document); anything else is a mix.
 */
export function versionShown(text: string, marker: string, count: number): Seen {
  const pattern = new RegExp(`${marker}-v(\\d+)-b(\\d+)`, 'g');
  const versions = new Set<number>();
  const indexes = new Set<number>();
  for (const match of text.matchAll(pattern)) {
    versions.add(Number(match[1]));
    indexes.add(Number(match[2]));
  }
  if (versions.size === 0) return { kind: 'empty' };
  const [version] = versions;
  if (versions.size === 1 && indexes.size === count && version !== undefined) {
    const complete = [...indexes].every((index) => index >= 0 && index < count);
    if (complete) return { kind: 'whole', version };
  }
  return {
    kind: 'mixed',
    detail: `versions ${[...versions].join(',')}, blocks ${[...indexes].sort((a, b) => a - b).join(',')}`,
  };
}

/** The blocks as the owner's API reads them back (GET /pies), as one Seen. */
export async function storedVersion(
  base: string,
  session: Session,
  project: Project,
  marker: string,
  count: number,
): Promise<Seen> {
  const answer = await call(base, {
    method: 'GET',
    path: `/api/v1/projects/${project.id}/pies`,
    session,
  });
  if (answer.status !== 200) throw new Error(`read blocks: ${answer.status} ${answer.text}`);
  return versionShown(answer.text, marker, count);
}
