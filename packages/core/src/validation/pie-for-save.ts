import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';
import { FEED_ITEM_COUNT_ISSUE, feedValueSchema } from '../pie/feed-count.ts';
import { hasContent } from '../pie/has-content.ts';
import { MAX_PIES_PER_PROJECT, pieSchema } from '../pie/schema.ts';
import { networkValueError } from './social-username.ts';

const EMPTY_PIE = keyed('app:validation.emptyBlock');

/**
 * A block as the server stores it: every field of pieSchema (links http, https, mailto or tel
 * only), the has-content rule, usernames without '/', and a feed count of 1 to 5.
 */
export const pieForSaveSchema = pieSchema.superRefine((pie, context) => {
  if (!hasContent(pie)) context.addIssue({ code: 'custom', message: EMPTY_PIE });
  if (pie.main_type === 'MESSENGERS' || pie.main_type === 'SOCIAL-NETWORKS') {
    const message = networkValueError(pie, pie.social_username);
    if (message) context.addIssue({ code: 'custom', message, path: ['social_username'] });
  }
  if (
    pie.main_type === 'PODCAST-FEED' &&
    pie.value !== null &&
    !feedValueSchema.safeParse(pie.value).success
  ) {
    context.addIssue({ code: 'custom', message: FEED_ITEM_COUNT_ISSUE, path: ['value'] });
  }
});

/** The blocks of one page as the sync call accepts them. */
export const piesForSaveSchema = z.array(pieForSaveSchema).max(MAX_PIES_PER_PROJECT, {
  message: keyed('app:validation.tooManyBlocks', { max: MAX_PIES_PER_PROJECT }),
});
