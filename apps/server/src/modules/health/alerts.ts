import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { projects, users } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { headerTitles } from '../projects/repository.ts';
import { type AlertPage, alertMail } from './alert-mail.ts';
import type { LinkChange } from './link-changes.ts';

export type AlertDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

async function alertPageOf(deps: AlertDeps, projectId: number): Promise<AlertPage | null> {
  const [row] = await deps.db
    .select({ email: users.email, slug: projects.slug })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const title = (await headerTitles(deps.db, [projectId])).get(projectId)?.trim();
  return {
    ownerEmail: row.email,
    title: title || row.slug,
    pageUrl: `${deps.publicUrl}/${row.slug}`,
    dashboardUrl: `${deps.publicUrl}/dashboard`,
  };
}

/**
 * Tells the owner about links that broke or came back, one e-mail per change. A mail that cannot
 * be sent is logged and not tried again: the next change brings the news up to date.
 */
export async function sendLinkAlerts(
  deps: AlertDeps,
  projectId: number,
  changes: readonly LinkChange[],
): Promise<void> {
  if (changes.length === 0) return;
  if (!deps.mailer.configured) {
    deps.log.warn({ projectId, changes: changes.length }, 'no SMTP_URL: link alerts not sent');
    return;
  }
  const page = await alertPageOf(deps, projectId);
  if (!page) return;
  for (const change of changes) {
    try {
      await deps.mailer.send(alertMail(page, change));
    } catch (error) {
      deps.log.error({ err: error, projectId }, 'could not send a link alert e-mail');
    }
  }
}
