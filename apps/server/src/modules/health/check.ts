import { performance } from 'node:perf_hooks';
import type { HealthFailureReason } from '@podpie/core';
import type { OutboundClient, OutboundResponse } from '../../lib/outbound.ts';
import { reasonOfError, reasonOfStatus } from './failure-reason.ts';
import type { DirectoryLink } from './links.ts';
import { softNotFoundOf } from './not-found.ts';

/** A directory that has not answered in this long is down for this check. */
export const CHECK_TIMEOUT_MS = 10_000;
/** Statuses servers send when they do not take HEAD; the page is then asked for with GET. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);

export type CheckResult = {
  status: number | null;
  latencyMs: number;
  isError: boolean;
  /** Null when the check went well. */
  reason: HealthFailureReason | null;
};

const isHtml = (response: OutboundResponse): boolean =>
  /html/i.test(response.contentType ?? '') ||
  /^\s*</.test(response.body.subarray(0, 64).toString());

/**
 * One check of one link: HEAD (GET when HEAD is refused, or when the directory hides "not found"
 * in a 200 page), through the guarded client with its redirect limit and a time limit. A status
 * of 400 or more, a recognised "not found" page, or no answer at all is an error, with its reason.
 */
export async function checkLink(
  outbound: OutboundClient,
  link: DirectoryLink,
): Promise<CheckResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const ask = (method: 'HEAD' | 'GET') =>
    outbound.request({ url: link.url, method, kind: 'page', signal });
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  try {
    let response = link.readBody ? await ask('GET') : await ask('HEAD');
    if (!link.readBody && HEAD_REFUSED.has(response.status)) response = await ask('GET');
    const failed = response.status < 200 || response.status >= 400;
    const notFound =
      !failed && response.body.length > 0 && isHtml(response)
        ? softNotFoundOf(response.body.toString('utf8')) !== null
        : false;
    const reason = failed ? reasonOfStatus(response.status) : notFound ? 'not_found' : null;
    return { status: response.status, latencyMs: elapsed(), isError: reason !== null, reason };
  } catch (error) {
    return { status: null, latencyMs: elapsed(), isError: true, reason: reasonOfError(error) };
  }
}
