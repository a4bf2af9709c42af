import type { IncomingMessage } from 'node:http';

// Kept in lib/, under the modules: the domain routing (modules/domains) marks a request, and the
// app's own answers (lib/web-app.ts) and the page routes read the mark.

/** The project an active owner's domain shows. */
export type ServedDomain = { projectId: number; slug: string };
/** A request that came in on an owner's domain, as the page routes see it after routing. */
export type DomainRequest = ServedDomain & { domain: string };

const viaDomain = new WeakMap<IncomingMessage, DomainRequest>();

/** Marks a request as one that came in on an owner's domain. */
export function markViaDomain(request: IncomingMessage, domain: DomainRequest): void {
  viaDomain.set(request, domain);
}

/** The owner's domain a request came in on (its URL was rewritten to the page's), or undefined. */
export const domainOfRequest = (request: IncomingMessage): DomainRequest | undefined =>
  viaDomain.get(request);
