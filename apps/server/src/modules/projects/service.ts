import {
  defaultProjectStyle,
  isReservedSlug,
  issueIn,
  type OldSlug,
  type Pie,
  type ProjectSettings,
  type ProjectStyle,
  publicLink,
  type SlugAvailabilityAnswer,
  type SlugProposal,
  slugCandidates,
  slugKey,
  slugSchema,
} from '@podpie/core';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { checkMailingBlocks } from '../mailing/block-check.ts';
import { storeFirstPies } from '../pies/repository.ts';
import type { PageAnnouncer } from '../public-page/page-changes.ts';
import { PROJECT_NOT_FOUND, requireOwnedProject } from './access.ts';
import { randomSlug } from './random-slug.ts';
import {
  deleteOldSlug,
  deleteOwnedProject,
  findOwnedProject,
  findSlugHolder,
  headerTitles,
  insertProject,
  isSlugTaken,
  listOldSlugs,
  listOwnedProjects,
  type NewProject,
  type ProjectChanges,
  recordSlugChange,
  releaseOldSlug,
  updateOwnedProject,
} from './repository.ts';
import { isReservedAgainst, reservedUntil, SLUG_RESERVED } from './slug-reservation.ts';
import { type ProjectRow, type ProjectView, toProjectView } from './view.ts';

export const SLUG_TAKEN = 'Slug has already been taken';
export const OLD_SLUG_NOT_FOUND = 'This project has no such old address.';
const SLUG_ATTEMPTS = 10;

/** A change: only the fields the client sent. */
export type ProjectUpdateInput = Partial<ProjectStyle & ProjectSettings> & {
  slug?: string | undefined;
  /** The owner kept the random address when asked at the first publish. */
  address_chosen?: true | undefined;
};

/** How many numbered variants of a show's name are tried before a random alias is proposed. */
const PROPOSAL_CANDIDATES = 20;

/** Sending a slug chooses the address; so does keeping the random one when asked. */
function choosesAddress(input: ProjectUpdateInput): boolean {
  return input.slug !== undefined || input.address_chosen === true;
}

function unavailable(
  slug: string,
  status: 'taken' | 'reserved' | 'invalid',
  key: string,
  message: string,
): SlugAvailabilityAnswer {
  return { slug, status, key, message };
}

/** Projects of one owner; another user's project is answered exactly like a missing one. */
export class ProjectService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly publicUrl: string,
    private readonly pages: PageAnnouncer,
  ) {}

  async list(userId: number): Promise<ProjectView[]> {
    const rows = await listOwnedProjects(this.db, userId);
    return this.views(rows);
  }

  async get(userId: number, id: number): Promise<ProjectView> {
    return this.view(await this.owned(userId, id));
  }

  /** The project if the user owns it, otherwise 404. */
  owned(userId: number, id: number): Promise<ProjectRow> {
    return requireOwnedProject(this.db, userId, id);
  }

  /** A new project: SPEC.md's defaults for every style field left out, a random slug if none. */
  async create(userId: number, input: ProjectUpdateInput): Promise<ProjectView> {
    return (await this.createWithPies(userId, input, [])).view;
  }

  /**
   * A new project and its first blocks in one transaction: a block that cannot be stored leaves
   * no project behind, so the client's retry makes one project, never two. `published: false`
   * (an imported page) stores the blocks as a draft: nobody sees the page until it is published.
   */
  async createWithPies(
    userId: number,
    input: ProjectUpdateInput,
    firstPies: Pie[],
    { published = true }: { published?: boolean } = {},
  ): Promise<{ view: ProjectView; pies: Pie[] }> {
    const { slug, address_chosen: _chosen, ...fields } = input;
    const now = this.now();
    const values = {
      ...defaultProjectStyle(),
      ...fields,
      userId,
      created_at: now,
      updated_at: now,
      addressChosenAt: choosesAddress(input) ? now : null,
    };
    const created = await this.db.transaction(async (tx) => {
      const row = await this.insertWithSlug(tx, values, slug);
      if (firstPies.length === 0)
        return { view: toProjectView(row, null, this.publicUrl), pies: [] };
      // The same check as a block sync: sign-ups only go to the owner's own integration and list.
      await checkMailingBlocks(tx, userId, [], firstPies);
      const stored = await storeFirstPies(tx, row.id, firstPies, now, published);
      const titles = await headerTitles(tx, [row.id]);
      const view = toProjectView(
        { ...row, pies_updated_at: published ? now : null },
        titles.get(row.id) ?? null,
        this.publicUrl,
      );
      return { view, pies: stored.pies };
    });
    // Its slug may have been an unknown page, or another project's old address, a moment ago.
    await this.pages.announce({ projectId: created.view.id, slug: created.view.slug });
    return created;
  }

  private async insertWithSlug(
    tx: Queryable,
    values: Omit<NewProject, 'slug'>,
    slug: string | undefined,
  ): Promise<ProjectRow> {
    if (slug !== undefined) {
      const row = await insertProject(tx, { ...values, slug });
      if (!row) throw new AppError('slug_taken', SLUG_TAKEN);
      await this.refuseReserved(tx, row.slug, values.userId);
      await releaseOldSlug(tx, row.slug);
      return row;
    }
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const row = await insertProject(tx, { ...values, slug: await this.unusedSlug(tx) });
      if (!row) continue;
      await releaseOldSlug(tx, row.slug);
      return row;
    }
    throw new AppError('unavailable', 'No free link alias was found. Please try again.');
  }

  async update(userId: number, id: number, input: ProjectUpdateInput): Promise<ProjectView> {
    const { address_chosen: _chosen, ...fields } = input;
    const now = this.now();
    const changes: ProjectChanges = {
      ...fields,
      updated_at: now,
      ...(choosesAddress(input) ? { addressChosenAt: now } : {}),
    };
    let row: ProjectRow | null;
    try {
      row = await this.db.transaction(async (tx) => {
        const before = input.slug === undefined ? null : await findOwnedProject(tx, userId, id);
        const updated = await updateOwnedProject(tx, userId, id, changes);
        if (updated && before) {
          await this.refuseReserved(tx, updated.slug, userId);
          await recordSlugChange(tx, id, before.slug, updated.slug, changes.updated_at);
        }
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('slug_taken', SLUG_TAKEN);
      throw error;
    }
    if (!row) throw new AppError('not_found', PROJECT_NOT_FOUND);
    await this.pages.announce({ projectId: id, slug: row.slug });
    return this.view(row);
  }

  /**
   * Refuses a slug another owner's project left less than SLUG_RESERVATION_DAYS ago (its old
   * address still redirects there). Asked after the project row is written: on PostgreSQL that
   * write waits for a rename away from the same slug to commit, so its history row is seen here.
   */
  private async refuseReserved(tx: Queryable, slug: string, userId: number): Promise<void> {
    if (isReservedAgainst(await findSlugHolder(tx, slug), userId, this.now())) {
      throw new AppError('slug_reserved', SLUG_RESERVED);
    }
  }

  /**
   * Whether the owner may take `typed` as a page's address, and if not why: not an alias at all,
   * another page's, or another owner's page's old address. `projectId` is the owner's page asking:
   * its own address is free for it.
   */
  async slugAvailability(
    userId: number,
    typed: string,
    projectId?: number,
  ): Promise<SlugAvailabilityAnswer> {
    const parsed = slugSchema.safeParse(typed);
    const slug = typed.trim();
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? '';
      return unavailable(slug, 'invalid', key, issueIn('en', key));
    }
    const project = projectId === undefined ? null : await this.owned(userId, projectId);
    if (project && slugKey(project.slug) === slugKey(slug)) {
      return { slug, status: 'available', key: null, message: null };
    }
    if (await isSlugTaken(this.db, slug, project?.id)) {
      return unavailable(slug, 'taken', 'app:errors.slug_taken', SLUG_TAKEN);
    }
    if (isReservedAgainst(await findSlugHolder(this.db, slug), userId, this.now())) {
      return unavailable(slug, 'reserved', 'app:errors.slug_reserved', SLUG_RESERVED);
    }
    return { slug, status: 'available', key: null, message: null };
  }

  /**
   * The address to offer at the first publish: the show's name as an alias, numbered when taken
   * (name2, name3...), or a random one when the name gives none that is free.
   */
  async proposeSlug(userId: number, name: string, projectId?: number): Promise<SlugProposal> {
    const proposal = (slug: string, fromName: boolean) => ({
      unique_slug: slug,
      from_name: fromName,
      short_link: publicLink(this.publicUrl, slug),
    });
    for (const candidate of slugCandidates(name, PROPOSAL_CANDIDATES)) {
      const answer = await this.slugAvailability(userId, candidate, projectId);
      if (answer.status === 'available') return proposal(candidate, true);
    }
    return proposal(await this.unusedSlug(), false);
  }

  /** The project's old addresses, each redirecting to it until freed or out of reservation. */
  async oldSlugs(userId: number, id: number): Promise<OldSlug[]> {
    const project = await this.owned(userId, id);
    const rows = await listOldSlugs(this.db, project.id);
    return rows.map((row) => ({
      slug: row.slug,
      short_link: publicLink(this.publicUrl, row.slug),
      left_at: row.leftAt.toISOString(),
      reserved_until: reservedUntil(row.leftAt).toISOString(),
    }));
  }

  /** The owner frees an old address: it stops redirecting and anyone may take it. */
  async freeOldSlug(userId: number, id: number, slug: string): Promise<OldSlug[]> {
    const project = await this.owned(userId, id);
    if (!(await deleteOldSlug(this.db, project.id, slug))) {
      throw new AppError('not_found', OLD_SLUG_NOT_FOUND);
    }
    return this.oldSlugs(userId, id);
  }

  updateSettings(userId: number, id: number, settings: ProjectSettings): Promise<ProjectView> {
    return this.update(userId, id, settings);
  }

  /** Deletes the project and its blocks; the slug is free again at once. */
  async delete(userId: number, id: number): Promise<string> {
    if (!(await deleteOwnedProject(this.db, userId, id))) {
      throw new AppError('not_found', PROJECT_NOT_FOUND);
    }
    await this.pages.announce({ projectId: id, slug: null });
    return `Deleted project ${id}`;
  }

  /** A random slug no project uses yet, none used before and no route reserves. */
  async unusedSlug(db: Queryable = this.db): Promise<string> {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = randomSlug();
      // Inside a transaction the same connection must ask (PGlite has only one).
      if (isReservedSlug(slug) || (await isSlugTaken(db, slug))) continue;
      if (!(await findSlugHolder(db, slug))) return slug;
    }
    throw new AppError('unavailable', 'No free link alias was found. Please try again.');
  }

  private async view(row: ProjectRow): Promise<ProjectView> {
    const titles = await headerTitles(this.db, [row.id]);
    return toProjectView(row, titles.get(row.id) ?? null, this.publicUrl);
  }

  private async views(rows: ProjectRow[]): Promise<ProjectView[]> {
    const titles = await headerTitles(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toProjectView(row, titles.get(row.id) ?? null, this.publicUrl));
  }
}
