// The one way the parser services read a downloaded document: on the worker pool of its lane,
// with the pool's refusals turned into the answer the user reads.
import type { OutboundResponse } from '../../../lib/outbound.ts';
import { ParserError, RefusedDocumentError } from '../errors.ts';
import type { ParseOutcome } from './parse-jobs.ts';
import { currentRequester, TOO_MANY_PARSES_MESSAGE } from './parse-lane.ts';
import {
  DocumentTooLargeError,
  DocumentTooSlowError,
  ParsePoolBusyError,
  sharedParsePool,
  TooManyParsesError,
} from './parse-pool.ts';

export const PARSER_BUSY_MESSAGE =
  'The server is busy reading other documents; please try again in a minute.';

const refusalOf = (error: unknown): string | null => {
  if (error instanceof DocumentTooSlowError) return 'it takes too long to read';
  if (error instanceof DocumentTooLargeError) return 'it is too large to read';
  return null;
};

export const parseDocument = async (
  response: OutboundResponse,
  kind: 'feed' | 'page' | 'bio',
): Promise<ParseOutcome> => {
  const task =
    kind === 'page'
      ? { kind, body: response.body, contentType: response.contentType }
      : { kind, body: response.body, contentType: response.contentType, url: response.url };
  const { lane, client } = currentRequester();
  let outcome: ParseOutcome;
  try {
    outcome = await sharedParsePool(lane).run(task, client);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw new RefusedDocumentError(response.url, refusal);
    if (error instanceof ParsePoolBusyError)
      throw new ParserError('unavailable', PARSER_BUSY_MESSAGE);
    if (error instanceof TooManyParsesError) {
      throw new ParserError('rate_limited', TOO_MANY_PARSES_MESSAGE);
    }
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
