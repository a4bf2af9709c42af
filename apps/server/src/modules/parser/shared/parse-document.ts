// The one way the parser services read a downloaded document: on the worker pool, with the pool's
// refusals turned into the 422 the user reads.
import type { OutboundResponse } from '../../../lib/outbound.ts';
import { RefusedDocumentError } from '../errors.ts';
import type { ParseOutcome } from './parse-jobs.ts';
import { DocumentTooLargeError, DocumentTooSlowError, sharedParsePool } from './parse-pool.ts';

const refusalOf = (error: unknown): string | null => {
  if (error instanceof DocumentTooSlowError) return 'it takes too long to read';
  if (error instanceof DocumentTooLargeError) return 'it is too large to read';
  return null;
};

export const parseDocument = async (
  response: OutboundResponse,
  kind: 'feed' | 'page',
): Promise<ParseOutcome> => {
  const task =
    kind === 'feed'
      ? { kind, body: response.body, contentType: response.contentType, url: response.url }
      : { kind, body: response.body, contentType: response.contentType };
  let outcome: ParseOutcome;
  try {
    outcome = await sharedParsePool().run(task);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw new RefusedDocumentError(response.url, refusal);
    throw error;
  }
  if (outcome.type === 'too-deep') {
    throw new RefusedDocumentError(
      response.url,
      `its elements are nested more than ${outcome.limit} deep`,
    );
  }
  return outcome;
};
