import {
  defaultProjectStyle,
  isReservedSlug,
  type Pie,
  type ProjectSettings,
  type ProjectStyle,
} from '@podpie/core';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { storeFirstPies } from '../pies/service.ts';
import { randomSlug } from './random-slug.ts';
import {
  deleteOwnedProject,
  findOwnedProject,
  headerTitles,
  insertProject,
  isSlugTaken,
  listOwnedProjects,
  type NewProject,
  type ProjectChanges,
  recordSlugChange,
  releaseOldSlug,
  updateOwnedProject,
} from './repository.ts';
import { type ProjectRow, type ProjectView, toProjectView } from './view.ts';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const SLUG_TAKEN = 'Slug has already been taken';
const SLUG_ATTEMPTS = 10;

/** A change: only the fields the client sent. */
export type ProjectUpdateInput = Partial<ProjectStyle & ProjectSettings> & {
  slug?: string | undefined;
};

/** Projects of one owner; another user's project is answered exactly like a missing one. */
export class ProjectService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly publicUrl: string,
  ) {}

  async list(userId: number): Promise<ProjectView[]> {
    const rows = await listOwnedProjects(this.db, userId);
    return this.views(rows);
  }

  async get(userId: number, id: number): Promise<ProjectView> {
    return this.view(await this.owned(userId, id));
  }

  /** The project if the user owns it, otherwise 404. */
  async owned(userId: number, id: number): Promise<ProjectRow> {
    const row = await findOwnedProject(this.db, userId, id);
    if (!row) throw new AppError('not_found', PROJECT_NOT_FOUND);
    return row;
  }

  /** A new project: SPEC.md's defaults for every style field left out, a random slug if none. */
  async create(userId: number, input: ProjectUpdateInput): Promise<ProjectView> {
    return (await this.createWithPies(userId, input, [])).view;
  }

  /**
   * A new project and its first blocks in one transaction: a block that cannot be stored leaves
   * no project behind, so the client's retry makes one project, never two.
   */
  async createWithPies(
    userId: number,
    input: ProjectUpdateInput,
    firstPies: Pie[],
  ): Promise<{ view: ProjectView; pies: Pie[] }> {
    const { slug, ...fields } = input;
    const now = this.now();
    const values = {
      ...defaultProjectStyle(),
      ...fields,
      userId,
      created_at: now,
      updated_at: now,
    };
    return this.db.transaction(async (tx) => {
      const row = await this.insertWithSlug(tx, values, slug);
      if (firstPies.length === 0)
        return { view: toProjectView(row, null, this.publicUrl), pies: [] };
      const stored = await storeFirstPies(tx, row.id, firstPies, now);
      const titles = await headerTitles(tx, [row.id]);
      const view = toProjectView(
        { ...row, pies_updated_at: now },
        titles.get(row.id) ?? null,
        this.publicUrl,
      );
      return { view, pies: stored.pies };
    });
  }

  private async insertWithSlug(
    tx: Queryable,
    values: Omit<NewProject, 'slug'>,
    slug: string | undefined,
  ): Promise<ProjectRow> {
    if (slug !== undefined) {
      const row = await insertProject(tx, { ...values, slug });
      if (!row) throw new AppError('slug_taken', SLUG_TAKEN);
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
    const changes: ProjectChanges = { ...input, updated_at: this.now() };
    let row: ProjectRow | null;
    try {
      row = await this.db.transaction(async (tx) => {
        const before = input.slug === undefined ? null : await findOwnedProject(tx, userId, id);
        const updated = await updateOwnedProject(tx, userId, id, changes);
        if (updated && before) await recordSlugChange(tx, id, before.slug, updated.slug);
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('slug_taken', SLUG_TAKEN);
      throw error;
    }
    if (!row) throw new AppError('not_found', PROJECT_NOT_FOUND);
    return this.view(row);
  }

  updateSettings(userId: number, id: number, settings: ProjectSettings): Promise<ProjectView> {
    return this.update(userId, id, settings);
  }

  /** Deletes the project and its blocks; the slug is free again at once. */
  async delete(userId: number, id: number): Promise<string> {
    if (!(await deleteOwnedProject(this.db, userId, id))) {
      throw new AppError('not_found', PROJECT_NOT_FOUND);
    }
    return `Deleted project ${id}`;
  }

  /** A random slug no project uses yet and no route reserves. */
  async unusedSlug(db: Queryable = this.db): Promise<string> {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = randomSlug();
      // Inside a transaction the same connection must ask (PGlite has only one).
      if (!isReservedSlug(slug) && !(await isSlugTaken(db, slug))) return slug;
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
