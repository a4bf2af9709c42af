import type { MailingIntegration, MailingList } from '../entities/mailing.ts';
import type { Pie } from '../pie/schema.ts';
import { makePie } from '../pie/schema.ts';
import { type Random, tempId } from '../pie/temp-id.ts';

export const MAILING_SIGNED_OUT_MESSAGE = 'Please sign in to use this feature.';
export const MAILING_NO_INTEGRATION_MESSAGE =
  'Please go to integrations page to add a mailing provider to continue.';

/** The texts a new mailing block starts with (SPEC.md §4 Mailing block). */
export const MAILING_DEFAULT_TEXTS = {
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
  campaign_tag: '',
} as const;

/**
 * Why the mailing block cannot be added, or null when it can: a signed-out visitor is asked to
 * sign in, and an owner without a mailing integration is sent to the integrations page.
 */
export function mailingRefusal(options: {
  signedIn: boolean;
  integrations: readonly MailingIntegration[];
}): string | null {
  if (!options.signedIn) return MAILING_SIGNED_OUT_MESSAGE;
  if (options.integrations.length === 0) return MAILING_NO_INTEGRATION_MESSAGE;
  return null;
}

export type MailingDefaults = Pick<
  Pie,
  | 'integration_id'
  | 'mailing_list_id'
  | 'title'
  | 'button_text'
  | 'success_message'
  | 'campaign_tag'
>;

/** A new mailing block's fields: the first integration, its first list and the default texts. */
export function mailingBlockDefaults(
  integrations: readonly MailingIntegration[],
  lists: readonly MailingList[],
): MailingDefaults {
  return {
    integration_id: integrations[0]?.id ?? null,
    mailing_list_id: lists[0]?.id ?? null,
    ...MAILING_DEFAULT_TEXTS,
  };
}

/** A new, unsaved MAILING-LIST block with the defaults filled in. */
export function newMailingPie(
  random: Random,
  integrations: readonly MailingIntegration[],
  lists: readonly MailingList[],
): Pie {
  return makePie({
    id: tempId(random),
    main_type: 'MAILING-LIST',
    ...mailingBlockDefaults(integrations, lists),
  });
}
