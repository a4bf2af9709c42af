import type { DomainReason, DomainState } from '@podpie/core';
import { and, eq, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { projectDomains, projects, users } from '../../db/schema.ts';

export type DomainRow = typeof projectDomains.$inferSelect;

export async function findDomainOfProject(
  db: Queryable,
  projectId: number,
): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(projectDomains)
    .where(eq(projectDomains.projectId, projectId))
    .limit(1);
  return row ?? null;
}

export async function findDomainByName(db: Queryable, domain: string): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(projectDomains)
    .where(eq(projectDomains.domain, domain))
    .limit(1);
  return row ?? null;
}

/** Releases a claim of `domain` that was never verified and has run out; true when one went. */
export async function releaseExpiredClaim(db: Queryable, domain: string, now: Date) {
  const gone = await db
    .delete(projectDomains)
    .where(
      and(
        eq(projectDomains.domain, domain),
        eq(projectDomains.state, 'pending'),
        lte(projectDomains.expiresAt, now),
      ),
    )
    .returning({ projectId: projectDomains.projectId });
  return gone.length > 0;
}

export type NewClaim = {
  projectId: number;
  domain: string;
  token: string;
  primary: boolean;
  expiresAt: Date;
};

export async function insertClaim(db: Queryable, claim: NewClaim): Promise<DomainRow> {
  const [row] = await db
    .insert(projectDomains)
    .values({ ...claim, state: 'pending', reason: 'notChecked' })
    .returning();
  if (!row) throw new Error('the domain claim was not stored');
  return row;
}

export async function deleteDomainOfProject(
  db: Queryable,
  projectId: number,
): Promise<DomainRow | null> {
  const [row] = await db
    .delete(projectDomains)
    .where(eq(projectDomains.projectId, projectId))
    .returning();
  return row ?? null;
}

export async function setPrimary(db: Queryable, projectId: number, primary: boolean) {
  const [row] = await db
    .update(projectDomains)
    .set({ primary })
    .where(eq(projectDomains.projectId, projectId))
    .returning();
  return row ?? null;
}

/** Stores a check's outcome, only while the row is still the one that was checked. */
export async function storeCheck(
  db: Queryable,
  checked: DomainRow,
  outcome: {
    state: DomainState;
    reason: DomainReason | null;
    checkedAt: Date;
    expiresAt: Date | null;
  },
): Promise<DomainRow | null> {
  const [row] = await db
    .update(projectDomains)
    .set(outcome)
    .where(and(eq(projectDomains.id, checked.id), eq(projectDomains.domain, checked.domain)))
    .returning();
  return row ?? null;
}

/** The project an active domain serves, by the host a request named. */
export async function findServedDomain(
  db: Queryable,
  host: string,
): Promise<{ projectId: number; slug: string } | null> {
  const [row] = await db
    .select({ projectId: projects.id, slug: projects.slug })
    .from(projectDomains)
    .innerJoin(projects, eq(projects.id, projectDomains.projectId))
    .where(and(eq(projectDomains.domain, host), eq(projectDomains.state, 'active')))
    .limit(1);
  return row ?? null;
}

/** Who to write to about a project's domain, and in which language. */
export async function findDomainOwner(db: Queryable, projectId: number) {
  const [row] = await db
    .select({ email: users.email, language: projects.language, slug: projects.slug })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/** The project's domain while it is active (served, and the page's address), else null. */
export async function findActiveDomainOfProject(
  db: Queryable,
  projectId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ domain: projectDomains.domain })
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, projectId), eq(projectDomains.state, 'active')))
    .limit(1);
  return row?.domain ?? null;
}
