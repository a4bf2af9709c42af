/** A moment as stored: an ISO string, epoch milliseconds, or nothing. */
export type Stamp = string | number | null | undefined;

function toMs(stamp: Stamp): number | null {
  if (stamp === null || stamp === undefined || stamp === '') return null;
  const ms = typeof stamp === 'number' ? stamp : Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * When a project loads, the local copy wins if it is at least as new as the server copy;
 * otherwise (or when there is no local copy) the server copy replaces it.
 */
export function chooseCopy(localUpdatedAt: Stamp, serverUpdatedAt: Stamp): 'local' | 'server' {
  const local = toMs(localUpdatedAt);
  if (local === null) return 'server';
  const server = toMs(serverUpdatedAt);
  return server === null || local >= server ? 'local' : 'server';
}

/** Publish is offered when the local copy is newer than the server copy. */
export function isPublishOffered(localUpdatedAt: Stamp, serverUpdatedAt: Stamp): boolean {
  const local = toMs(localUpdatedAt);
  if (local === null) return false;
  const server = toMs(serverUpdatedAt);
  return server === null || local > server;
}
