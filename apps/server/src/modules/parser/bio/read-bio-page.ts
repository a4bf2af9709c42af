// Fetching a page of links for an import: through the guarded client (no private addresses, size
// and time caps, redirects checked hop by hop), read on the parse workers (nesting limit, time
// budget). Every way it can fail becomes one of a few messages the owner reads in their language.
import type { BioPage, ErrorCode, TranslationKey } from '@podpie/core';
import { AppError } from '../../../lib/errors.ts';
import {
  isOutboundError,
  type OutboundClient,
  type OutboundResponse,
} from '../../../lib/outbound.ts';
import { fromOutboundError, ParserError, RefusedDocumentError } from '../errors.ts';
import { parseDocument } from '../shared/parse-document.ts';

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
/** A page of links is a few hundred KB at most; a bigger one is not one. */
export const BIO_PAGE_MAX_BYTES = 2 * 1024 * 1024;

type Failure = 'unreachable' | 'refused' | 'notAPage' | 'unreadable' | 'busy';

const FAILURES: Record<Failure, { code: ErrorCode; key: TranslationKey }> = {
  unreachable: { code: 'upstream_failed', key: 'dashboard:linkImport.errors.unreachable' },
  refused: { code: 'address_refused', key: 'dashboard:linkImport.errors.refused' },
  notAPage: { code: 'unprocessable', key: 'dashboard:linkImport.errors.notAPage' },
  unreadable: { code: 'unprocessable', key: 'dashboard:linkImport.errors.unreadable' },
  busy: { code: 'unavailable', key: 'dashboard:linkImport.errors.busy' },
};

/** The owner's message for a failed import, with the code a program switches on. */
export const importFailure = (failure: Failure): AppError => {
  const { code, key } = FAILURES[failure];
  return AppError.keyed(code, key);
};

/** The parser's own answers (which keep the outside world's wording) as the import's. */
function asImportFailure(error: ParserError): AppError {
  if (error instanceof RefusedDocumentError) return importFailure('unreadable');
  switch (error.code) {
    case 'address_refused':
    case 'bad_request':
      return importFailure('refused');
    case 'unprocessable':
      return importFailure('unreadable');
    case 'unavailable':
    case 'rate_limited':
      return importFailure('busy');
    default:
      return importFailure('unreachable');
  }
}

const isHtml = (response: OutboundResponse): boolean => {
  const type = (response.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'text/html' || type === 'application/xhtml+xml';
};

/** The page at `url` as a page of links; throws AppError with the owner's message. */
export async function readBioPage(outbound: OutboundClient, url: string): Promise<BioPage> {
  let response: OutboundResponse;
  try {
    response = await outbound.request({
      url,
      kind: 'page',
      maxBytes: BIO_PAGE_MAX_BYTES,
      headers: { accept: PAGE_ACCEPT },
    });
  } catch (error) {
    if (!isOutboundError(error)) throw error;
    throw asImportFailure(fromOutboundError(error, url));
  }
  if (response.status < 200 || response.status >= 300) throw importFailure('unreachable');
  if (!isHtml(response)) throw importFailure('notAPage');
  let outcome: Awaited<ReturnType<typeof parseDocument>>;
  try {
    outcome = await parseDocument(response, 'bio');
  } catch (error) {
    if (error instanceof ParserError) throw asImportFailure(error);
    throw error;
  }
  if (outcome.type !== 'bio') throw importFailure('unreadable');
  const page = outcome.page;
  if (page.links.length === 0 && !page.title) throw importFailure('notAPage');
  return page;
}
