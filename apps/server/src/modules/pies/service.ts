import type { Pie, StoredPies } from '@podpie/core';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { feedUrlsOf, scheduleFeedRefreshes } from '../feeds/refresh.ts';
import { checkMailingBlocks } from '../mailing/block-check.ts';
import { requireOwnedProject } from '../projects/access.ts';
import type { PageAnnouncer } from '../public-page/page-changes.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { type PieRow, pieChanged, pieFromRow, pieToRow, stored } from './mapping.ts';
import {
  deletePieRows,
  inPageOrder,
  insertPieRows,
  listPieRows,
  setPiesUpdatedAt,
  updatePieRow,
} from './repository.ts';

export const STALE_COPY_MESSAGE =
  'These blocks were changed elsewhere since you opened them. The latest copy was loaded instead.';
export const DUPLICATE_ID_MESSAGE = 'Each block must have a different id.';

export type { StoredPies };

/** A sync's answer, and the address of the page it changed (for the page-change announcement). */
export type SyncedPies = { stored: StoredPies; slug: string };

/** Blocks of a project: read in page order, replaced as a whole by a sync. */
export class PieService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly pages: PageAnnouncer,
    /** The product's address, for the page address in the page.published event. */
    private readonly publicUrl: string,
  ) {}

  async list(userId: number, projectId: number): Promise<StoredPies> {
    const project = await requireOwnedProject(this.db, userId, projectId);
    return stored(await listPieRows(this.db, projectId), project.pies_updated_at);
  }

  /**
   * Applies the whole block list in one transaction: negative (or unknown) ids are created,
   * known ids updated, blocks left out deleted. `base` is the pies_updated_at the client started
   * from; any other stamp than the stored copy's (older or newer) answers 409 with that copy and changes nothing.
   * Every feed the page shows is scheduled for a refresh in the same transaction.
   */
  async sync(
    userId: number,
    projectId: number,
    incoming: Pie[],
    base: string | null | undefined,
  ): Promise<SyncedPies> {
    const ids = incoming.map((pie) => pie.id).filter((id) => id > 0);
    if (new Set(ids).size !== ids.length) throw new AppError('unprocessable', DUPLICATE_ID_MESSAGE);

    const synced = await this.db.transaction(async (tx) => {
      const project = await requireOwnedProject(tx, userId, projectId, { lock: true });
      const current = await listPieRows(tx, projectId);
      if (base !== undefined && isStale(base, project.pies_updated_at)) {
        throw new AppError(
          'conflict',
          STALE_COPY_MESSAGE,
          stored(current, project.pies_updated_at),
        );
      }
      await checkMailingBlocks(tx, userId, current.map(pieFromRow), incoming);
      const now = this.now();
      // The rows as written come back from each statement: reading all of them again was a
      // tenth of a publish on the embedded database (bench/many-pages.bench.ts).
      const rows = await applyChanges(tx, projectId, current, incoming, now);
      const piesUpdatedAt = laterThan(project.pies_updated_at, now);
      await setPiesUpdatedAt(tx, projectId, piesUpdatedAt);
      await scheduleFeedRefreshes(tx, feedUrlsOf(rows));
      // In the same transaction: the event is sent exactly when the publish is stored.
      await emitWebhookEvent(tx, {
        projectId,
        event: 'page.published',
        now,
        publicUrl: this.publicUrl,
        data: { slug: project.slug, published_at: piesUpdatedAt.toISOString() },
      });
      return { stored: stored(rows, piesUpdatedAt), slug: project.slug };
    });
    await this.pages.announce({ projectId, slug: synced.slug });
    return synced;
  }
}

/** Writes the differences; answers the project's rows as stored now, in page order. */
async function applyChanges(
  tx: Queryable,
  projectId: number,
  current: PieRow[],
  incoming: Pie[],
  now: Date,
): Promise<PieRow[]> {
  const byId = new Map(current.map((row) => [row.id, row]));
  const kept: PieRow[] = [];
  const created = [];
  for (const pie of incoming) {
    const row = byId.get(pie.id);
    if (!row) {
      created.push(pieToRow(pie, projectId, now));
      continue;
    }
    const changed = pieChanged(row, pie)
      ? await updatePieRow(tx, row.id, pieToRow(pie, projectId, now))
      : undefined;
    kept.push(changed ?? row);
  }
  const keptIds = new Set(kept.map((row) => row.id));
  await deletePieRows(
    tx,
    projectId,
    current.filter((row) => !keptIds.has(row.id)).map((row) => row.id),
  );
  return inPageOrder([...kept, ...(await insertPieRows(tx, created))]);
}

/** True when the client's copy predates the stored one (a null base means "no blocks yet"). */
// The client only ever holds stamps the server gave it, so a base other than the stored stamp,
// a later one included (a clock set ahead, a forged date), is a stale copy.
function isStale(base: string | null, storedAt: Date | null): boolean {
  if (storedAt === null) return false;
  if (base === null) return true;
  return Date.parse(base) !== storedAt.getTime();
}

/** `now`, or a millisecond after the previous stamp, so every sync gets a newer one. */
function laterThan(previous: Date | null, now: Date): Date {
  if (previous === null || now > previous) return now;
  return new Date(previous.getTime() + 1);
}
