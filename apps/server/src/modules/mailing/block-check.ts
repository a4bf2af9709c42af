import { BUILT_IN_LIST_ID, type Pie } from '@podpie/core';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ownedIntegrations } from './repository.ts';

export const FOREIGN_INTEGRATION_MESSAGE = 'integrations:serverMessages.foreignIntegration';
export const UNKNOWN_LIST_MESSAGE = 'integrations:serverMessages.unknownList';

type MailingTarget = Pick<Pie, 'id' | 'main_type' | 'integration_id' | 'mailing_list_id'>;

const sameTarget = (a: MailingTarget, b: MailingTarget | undefined): boolean =>
  b !== undefined &&
  a.integration_id === b.integration_id &&
  (a.mailing_list_id ?? '') === (b.mailing_list_id ?? '');

/**
 * A mailing block may only send sign-ups to its owner's own integration and one of its lists.
 * Blocks whose target did not change are not checked again, so disconnecting a provider never
 * stops the owner from saving other blocks.
 */
export async function checkMailingBlocks(
  db: Queryable,
  userId: number,
  stored: readonly MailingTarget[],
  incoming: readonly MailingTarget[],
): Promise<void> {
  const before = new Map(stored.map((pie) => [pie.id, pie]));
  const changed = incoming.filter(
    (pie) =>
      pie.main_type === 'MAILING-LIST' &&
      (pie.integration_id !== null || (pie.mailing_list_id ?? '') !== '') &&
      !sameTarget(pie, before.get(pie.id)),
  );
  if (changed.length === 0) return;
  const owned = await ownedIntegrations(db, userId);
  for (const pie of changed) {
    const integration = pie.integration_id === null ? undefined : owned.get(pie.integration_id);
    if (!integration) throw AppError.keyed('unprocessable', FOREIGN_INTEGRATION_MESSAGE);
    const list = pie.mailing_list_id ?? '';
    const lists = integration.kind === 'built_in' ? [BUILT_IN_LIST_ID] : integration.knownListIds;
    if (!lists.includes(list)) throw AppError.keyed('unprocessable', UNKNOWN_LIST_MESSAGE);
  }
}
