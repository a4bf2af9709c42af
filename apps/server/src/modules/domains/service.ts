import { randomBytes } from 'node:crypto';
import {
  type DomainRefusal,
  type DomainView,
  normaliseDomain,
  type TranslationKey,
} from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { requireOwnedProject } from '../projects/access.ts';
import { headerTitles } from '../projects/repository.ts';
import type { PageAnnouncer } from '../public-page/page-changes.ts';
import type { DomainsConfig } from './config.ts';
import { domainMail } from './mail.ts';
import {
  type DomainRow,
  deleteDomainOfProject,
  findDomainByName,
  findDomainOfProject,
  findDomainOwner,
  insertClaim,
  releaseExpiredClaim,
  setPrimary,
  storeCheck,
} from './repository.ts';
import { type DnsLookup, verifyDomain } from './verify.ts';
import { domainViewOf } from './view.ts';

/** A claim not verified within this time is released, so nobody can hold a domain they lack. */
export const PENDING_CLAIM_MS = 48 * 60 * 60_000;
const MINUTE = 60_000;
/** How soon the background job looks again, by state. */
export const RECHECK_MS = { pending: 5 * MINUTE, active: 60 * MINUTE, failing: 15 * MINUTE };

const refusedKey = (refusal: DomainRefusal | 'taken'): TranslationKey =>
  `domains:refused.${refusal}`;

export type DomainServiceDeps = {
  db: Database;
  now: () => Date;
  config: DomainsConfig;
  publicUrl: string;
  dns: DnsLookup;
  pages: PageAnnouncer;
  mailer: Mailer;
  /** The project's check job runs at `at` (one per project; an earlier time wins). */
  scheduleCheck: (projectId: number, at: Date) => Promise<void>;
  log: { warn(object: object, message: string): void };
};

/**
 * An owner's own domain for a project's page: claimed (pending), verified through DNS (active),
 * and watched afterwards (failing when its records change). Every change to what is served is
 * announced, so every process stops or starts serving it at once.
 */
export class DomainService {
  constructor(private readonly deps: DomainServiceDeps) {}

  private view(row: DomainRow | null): DomainView | null {
    return row ? domainViewOf(row, this.deps.config) : null;
  }

  private announce(projectId: number, slug: string, domain: string) {
    return this.deps.pages.announce({ projectId, slug, domain });
  }

  async get(userId: number, projectId: number): Promise<DomainView | null> {
    await requireOwnedProject(this.deps.db, userId, projectId);
    return this.view(await findDomainOfProject(this.deps.db, projectId));
  }

  async put(
    userId: number,
    projectId: number,
    body: { domain: string; primary: boolean },
  ): Promise<DomainView> {
    const { db, now, config } = this.deps;
    // Another owner's page is not found, whatever the domain: checked before the domain is read.
    await requireOwnedProject(db, userId, projectId);
    const normalised = normaliseDomain(body.domain, {
      productHost: new URL(this.deps.publicUrl).hostname,
      allowTestTld: config.allowTestTld,
    });
    if (!normalised.ok) throw AppError.keyed('validation_failed', refusedKey(normalised.refusal));
    const { domain } = normalised;
    if (domain === config.targetHost)
      throw AppError.keyed('validation_failed', refusedKey('productHost'));
    let left: DomainRow | null = null;
    let slug = '';
    const row = await db
      .transaction(async (tx) => {
        const project = await requireOwnedProject(tx, userId, projectId, { lock: true });
        slug = project.slug;
        const current = await findDomainOfProject(tx, projectId);
        if (current?.domain === domain) return setPrimary(tx, projectId, body.primary);
        const holder = await findDomainByName(tx, domain);
        if (holder && !(await releaseExpiredClaim(tx, domain, now()))) {
          throw AppError.keyed('conflict', refusedKey('taken'));
        }
        left = await deleteDomainOfProject(tx, projectId);
        return insertClaim(tx, {
          projectId,
          domain,
          token: `podpie-verify=${randomBytes(16).toString('hex')}`,
          primary: body.primary,
          expiresAt: new Date(now().getTime() + PENDING_CLAIM_MS),
        });
      })
      .catch((error: unknown) => {
        // Two owners claiming the same domain at the same moment: the index lets one in.
        if (isUniqueViolation(error)) throw AppError.keyed('conflict', refusedKey('taken'));
        throw error;
      });
    if (!row) throw new Error('the domain was not stored');
    const previous: DomainRow | null = left;
    // A domain left behind stops serving, and a primary switch changes the slug's answer.
    if (previous) await this.announce(projectId, slug, (previous as DomainRow).domain);
    await this.announce(projectId, slug, row.domain);
    if (row.state === 'pending') await this.deps.scheduleCheck(projectId, now());
    return domainViewOf(row, config);
  }

  async remove(userId: number, projectId: number): Promise<void> {
    const project = await requireOwnedProject(this.deps.db, userId, projectId);
    const gone = await deleteDomainOfProject(this.deps.db, projectId);
    if (gone) await this.announce(projectId, project.slug, gone.domain);
  }

  /** "Check now": the DNS is asked at once and the answer is the state after it. */
  async checkNow(userId: number, projectId: number): Promise<DomainView | null> {
    await requireOwnedProject(this.deps.db, userId, projectId);
    const row = await findDomainOfProject(this.deps.db, projectId);
    if (!row) return null;
    return this.view(await this.check(row));
  }

  /**
   * The background job's run for one project: releases an expired claim or checks the domain;
   * answers when to look again (null: no domain left to watch).
   */
  async checkProject(projectId: number): Promise<Date | null> {
    const { db, now } = this.deps;
    const row = await findDomainOfProject(db, projectId);
    if (!row) return null;
    if (row.state === 'pending' && row.expiresAt && row.expiresAt <= now()) {
      await releaseExpiredClaim(db, row.domain, now());
      return null;
    }
    const checked = (await this.check(row)) ?? row;
    return new Date(now().getTime() + RECHECK_MS[checked.state]);
  }

  /** Asks the DNS about `row`, stores the outcome, and tells who needs to know. */
  private async check(row: DomainRow): Promise<DomainRow | null> {
    const { db, now, config } = this.deps;
    const verification = await verifyDomain(this.deps.dns, {
      domain: row.domain,
      token: row.token,
      targetHost: config.targetHost,
      targetAddresses: config.targetAddresses,
    });
    const checkedAt = now();
    const outcome = verification.ok
      ? { state: 'active' as const, reason: null, expiresAt: null }
      : !verification.definite
        ? // The DNS could not be asked: nothing is known to have changed.
          {
            state: row.state,
            reason: row.state === 'active' ? null : verification.reason,
            expiresAt: row.expiresAt,
          }
        : {
            state: row.state === 'pending' ? ('pending' as const) : ('failing' as const),
            reason: verification.reason,
            expiresAt: row.expiresAt,
          };
    const stored = await storeCheck(db, row, { ...outcome, checkedAt });
    if (!stored) return null;
    const became = stored.state !== row.state ? stored.state : null;
    if (became === 'active' || row.state === 'active') {
      const owner = await findDomainOwner(db, row.projectId);
      if (owner && became) await this.announce(row.projectId, owner.slug, row.domain);
    }
    if (became === 'active' || (became === 'failing' && stored.reason)) {
      await this.mail(
        stored,
        became === 'active'
          ? { kind: 'active' }
          : { kind: 'failing', reason: stored.reason ?? 'noPointer' },
      );
    }
    return stored;
  }

  private async mail(row: DomainRow, event: Parameters<typeof domainMail>[0]['event']) {
    const { db, mailer } = this.deps;
    if (!mailer.configured) return;
    try {
      const owner = await findDomainOwner(db, row.projectId);
      if (!owner) return;
      const title = (await headerTitles(db, [row.projectId])).get(row.projectId) ?? owner.slug;
      await mailer.send(
        domainMail({
          to: owner.email,
          language: owner.language,
          domain: row.domain,
          title,
          settingsUrl: `${this.deps.publicUrl}/projects/${row.projectId}/settings`,
          targetHost: this.deps.config.targetHost,
          event,
        }),
      );
    } catch (error) {
      // The state is stored either way; a mail server outage must not undo it.
      this.deps.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'domain mail not sent',
      );
    }
  }
}
