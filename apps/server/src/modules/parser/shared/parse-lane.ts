// Who a parse is for, carried down the call chain so the parse pool can keep clients apart and
// background refreshes in their own lane without every service passing it by hand.
import { AsyncLocalStorage } from 'node:async_hooks';
import { ParserError } from '../errors.ts';
import type { ParseLane } from './parse-pool.ts';

export const TOO_MANY_PARSES_MESSAGE =
  'You are already reading several documents at once; please wait for them to finish.';

export type ParseRequester = { lane: ParseLane; client: string };

const requester = new AsyncLocalStorage<ParseRequester>();

/** Runs `work` with its parses counted for `who`. */
export const parsingFor = <T>(who: ParseRequester, work: () => Promise<T>): Promise<T> =>
  requester.run(who, work);

/** The requester of the parse at hand: an unnamed request when nobody said. */
export const currentRequester = (): ParseRequester =>
  requester.getStore() ?? { lane: 'request', client: 'anyone' };

/**
 * Documents one client may have in flight at once (downloading, waiting or parsing): each holds
 * its body in memory until it is read. Asking again for one already in flight joins it for free.
 */
export const DOCUMENTS_IN_FLIGHT_PER_CLIENT = 3;

/** The request lane: each client's documents in flight are counted, and over the cap refused. */
export const createRequestLane = (maxPerClient = DOCUMENTS_IN_FLIGHT_PER_CLIENT) => {
  const inFlight = new Map<string, Map<string, number>>();
  return async <T>(client: string, document: string, work: () => Promise<T>): Promise<T> => {
    const documents = inFlight.get(client) ?? new Map<string, number>();
    const joining = documents.get(document) ?? 0;
    if (joining === 0 && documents.size >= maxPerClient) {
      throw new ParserError('rate_limited', TOO_MANY_PARSES_MESSAGE);
    }
    documents.set(document, joining + 1);
    inFlight.set(client, documents);
    try {
      return await requester.run({ lane: 'request', client }, work);
    } finally {
      const left = (documents.get(document) ?? 1) - 1;
      if (left > 0) documents.set(document, left);
      else documents.delete(document);
      if (documents.size === 0) inFlight.delete(client);
    }
  };
};

export type RequestLane = ReturnType<typeof createRequestLane>;
