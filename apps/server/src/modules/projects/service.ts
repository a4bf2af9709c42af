import {
  defaultProjectStyle,
  isReservedSlug,
  type ProjectSettings,
  type ProjectStyle,
} from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { randomSlug } from './random-slug.ts';
import {
  deleteOwnedProject,
  findOwnedProject,
  headerTitles,
  insertProject,
  isSlugTaken,
  listOwnedProjects,
  type ProjectChanges,
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
    const { slug, ...fields } = input;
    const now = this.now();
    const values = {
      ...defaultProjectStyle(),
      ...fields,
      userId,
      created_at: now,
      updated_at: now,
    };
    if (slug !== undefined) {
      const row = await insertProject(this.db, { ...values, slug });
      if (!row) throw new AppError('unprocessable', SLUG_TAKEN);
      return toProjectView(row, null, this.publicUrl);
    }
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const row = await insertProject(this.db, { ...values, slug: await this.unusedSlug() });
      if (row) return toProjectView(row, null, this.publicUrl);
    }
    throw new AppError('unavailable', 'No free link alias was found. Please try again.');
  }

  async update(userId: number, id: number, input: ProjectUpdateInput): Promise<ProjectView> {
    const changes: ProjectChanges = { ...input, updated_at: this.now() };
    let row: ProjectRow | null;
    try {
      row = await updateOwnedProject(this.db, userId, id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('unprocessable', SLUG_TAKEN);
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
  async unusedSlug(): Promise<string> {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = randomSlug();
      if (!isReservedSlug(slug) && !(await isSlugTaken(this.db, slug))) return slug;
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
