// Every migration runs over a database that already holds rows: the rows each step inserts must
// come through every later migration with the values they had, and columns a later migration adds
// must take their defaults on old rows. Runs on PGlite, and on PostgreSQL in `npm run test:pg`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';

type Journal = { entries: { idx: number; tag: string }[] };
const journal: Journal = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
);

/** A query answering JSON rows, and the rows it must answer once the step's data is in. */
type Check = { query: string; rows: unknown[] };
type Step = { seed: string[]; checks: Check[] };

/** What each migration's tables hold in use, inserted right after that migration ran. */
const STEPS: Record<string, Step> = {
  '0000_initial': {
    seed: [
      `insert into users (id, email, password_hash, is_activated)
         values (1, 'ada@example.com', 'scrypt$hash', true)`,
      `insert into mailing_services (id, name, image_name) values (1, 'Mailchimp', 'mailchimp')`,
      `insert into projects (id, user_id, slug, text_color, button_text_color, button_color, degree,
         solid_color, background_type, qr_size, qr_level, qr_color)
         values (1, 1, 'dailypie', '#000000', '#ffffff', '#111111', 90, '#abcdef', 'SOLID', 200,
         'L', '#000000')`,
      `insert into pies (id, project_id, main_type, sortable, sort_order, is_username,
         display_effect_options, is_pop, is_hidden, title, link_value)
         values (1, 1, 'HEADER-TITLE', true, 1, false, false, false, false, 'The Daily Pie', null),
                (2, 1, 'PODCAST-NETWORK', true, 2, false, false, false, false, null,
                 'https://open.spotify.com/show/abc')`,
      `insert into mailing_integrations (id, user_id, mailing_service_id, account_email, credentials)
         values (1, 1, 1, 'ada@example.com', '{"sealed":"v1.abc"}')`,
      `insert into subscribers (id, project_id, email) values (1, 1, 'listener@example.com')`,
    ],
    checks: [
      {
        query: 'select id, email, password_hash, is_activated from users order by id',
        rows: [
          { id: 1, email: 'ada@example.com', password_hash: 'scrypt$hash', is_activated: true },
        ],
      },
      {
        query: `select id, user_id, slug, solid_color, background_type, degree, qr_size
                from projects order by id`,
        rows: [
          {
            id: 1,
            user_id: 1,
            slug: 'dailypie',
            solid_color: '#abcdef',
            background_type: 'SOLID',
            degree: 90,
            qr_size: 200,
          },
        ],
      },
      {
        query: 'select id, main_type, sort_order, title, link_value from pies order by id',
        rows: [
          {
            id: 1,
            main_type: 'HEADER-TITLE',
            sort_order: 1,
            title: 'The Daily Pie',
            link_value: null,
          },
          {
            id: 2,
            main_type: 'PODCAST-NETWORK',
            sort_order: 2,
            title: null,
            link_value: 'https://open.spotify.com/show/abc',
          },
        ],
      },
      {
        query: `select id, account_email, credentials from mailing_integrations where id = 1`,
        rows: [{ id: 1, account_email: 'ada@example.com', credentials: { sealed: 'v1.abc' } }],
      },
      {
        query: 'select id, project_id, email from subscribers where id = 1',
        rows: [{ id: 1, project_id: 1, email: 'listener@example.com' }],
      },
    ],
  },
  '0001_podcast-health': {
    seed: [
      `insert into podcast_health_checks (project_id, network_id, network_label, url, status,
         latency_ms, is_error)
         values (1, 2, 'Spotify', 'https://open.spotify.com/show/abc', 200, 120, false)`,
    ],
    checks: [
      {
        query: `select project_id, network_id, network_label, status, latency_ms, is_error
                from podcast_health_checks where network_id = 2`,
        rows: [
          {
            project_id: 1,
            network_id: 2,
            network_label: 'Spotify',
            status: 200,
            latency_ms: 120,
            is_error: false,
          },
        ],
      },
    ],
  },
  '0002_mailing-integrations': {
    seed: [
      `insert into mailing_integrations (id, user_id, mailing_service_id, account_email,
         needs_reconnect, known_list_ids)
         values (2, 1, 1, 'bo@example.com', true, '["list-1"]')`,
    ],
    checks: [
      {
        // The integration stored before the migration takes the new columns' defaults.
        query: `select id, needs_reconnect, known_list_ids from mailing_integrations order by id`,
        rows: [
          { id: 1, needs_reconnect: false, known_list_ids: [] },
          { id: 2, needs_reconnect: true, known_list_ids: ['list-1'] },
        ],
      },
    ],
  },
  '0003_page-language-slug-history-password-resets': {
    seed: [
      `insert into slug_history (project_id, slug) values (1, 'daily-pie-old')`,
      `insert into password_resets (user_id, token_hash, expires_at)
         values (1, 'sha256-of-token', '2030-01-01T00:00:00Z')`,
    ],
    checks: [
      {
        // A page published before languages existed answers in the product's default.
        query: 'select id, language from projects order by id',
        rows: [{ id: 1, language: 'cn' }],
      },
      {
        query: 'select project_id, slug from slug_history',
        rows: [{ project_id: 1, slug: 'daily-pie-old' }],
      },
      {
        query: `select user_id, token_hash, to_char(expires_at at time zone 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS') as expires_at, used_at from password_resets`,
        rows: [
          {
            user_id: 1,
            token_hash: 'sha256-of-token',
            expires_at: '2030-01-01T00:00:00',
            used_at: null,
          },
        ],
      },
    ],
  },
  '0004_page-analytics': {
    seed: [
      'insert into analytics_settings (project_id, recording) values (1, true)',
      `insert into page_stats (project_id, day, metric, dimension, count)
         values (1, '2026-11-01', 'views', '', 42), (1, '2026-11-01', 'referrer', 'example.com', 7)`,
      `insert into page_visitors (project_id, day, visitor) values (1, '2026-11-01', 'v-1')`,
    ],
    checks: [
      {
        query: 'select project_id, recording from analytics_settings',
        rows: [{ project_id: 1, recording: true }],
      },
      {
        query: `select project_id, day::text as day, metric, dimension, count from page_stats
                order by metric desc`,
        rows: [
          { project_id: 1, day: '2026-11-01', metric: 'views', dimension: '', count: 42 },
          {
            project_id: 1,
            day: '2026-11-01',
            metric: 'referrer',
            dimension: 'example.com',
            count: 7,
          },
        ],
      },
      {
        query: 'select project_id, day::text as day, visitor from page_visitors',
        rows: [{ project_id: 1, day: '2026-11-01', visitor: 'v-1' }],
      },
    ],
  },
  '0005_uploads-ledger': {
    seed: [
      `insert into uploads (storage_key, user_id, client_address, bytes)
         values ('images/1/artwork.png', 1, '127.0.0.1', 1234)`,
    ],
    checks: [
      {
        query: 'select storage_key, user_id, client_address, bytes from uploads',
        rows: [
          {
            storage_key: 'images/1/artwork.png',
            user_id: 1,
            client_address: '127.0.0.1',
            bytes: 1234,
          },
        ],
      },
    ],
  },
  '0006_subscriber-confirmation': {
    // A sign-up made after confirmations began starts unconfirmed, with the consent it gave; and
    // failed link checks from before 0007 kept reasons.
    seed: [
      `insert into podcast_health_checks (project_id, network_id, network_label, url, status,
         latency_ms, is_error)
         values (1, 3, 'Castbox', 'https://castbox.fm/channel/gone', 404, 80, true),
                (1, 4, 'Overcast', 'https://overcast.fm/itunes1', 503, 90, true),
                (1, 5, 'Pocket Casts', 'https://pca.st/none', null, 10000, true)`,
      `insert into subscribers (id, project_id, email, confirmed_at, consent_at, consent_page, consent_text)
         values (2, 1, 'new@example.com', null, '2026-11-25T10:00:00Z', 'https://podpie.test/pietalk', 'Join our list | Subscribe')`,
    ],
    checks: [
      {
        // Everyone listed before confirmations began stays listed; the new sign-up waits.
        query: `select id, confirmed_at is not null as listed, consent_page, consent_text
                  from subscribers order by id`,
        rows: [
          { id: 1, listed: true, consent_page: null, consent_text: null },
          {
            id: 2,
            listed: false,
            consent_page: 'https://podpie.test/pietalk',
            consent_text: 'Join our list | Subscribe',
          },
        ],
      },
    ],
  },
  '0007_health-failure-reason': {
    seed: [],
    checks: [
      {
        // Failed checks stored before reasons were kept get the one their status tells.
        query: `select network_id, status, is_error, reason from podcast_health_checks
                order by id`,
        rows: [
          { network_id: 2, status: 200, is_error: false, reason: null },
          { network_id: 3, status: 404, is_error: true, reason: 'not_found' },
          { network_id: 4, status: 503, is_error: true, reason: 'server_error' },
          { network_id: 5, status: null, is_error: true, reason: 'other' },
        ],
      },
    ],
  },
  '0008_page-address-chosen': {
    seed: [],
    checks: [
      {
        // A page from before the question keeps its address: its owner is not asked again.
        query: `select id, slug, address_chosen_at is not null as chosen from projects order by id`,
        rows: [{ id: 1, slug: 'dailypie', chosen: true }],
      },
    ],
  },
  '0009_episode-files': {
    // A new table: every row stored before it stays (the checks above run again).
    seed: [
      `insert into episode_files (url, kind, parsed, failure, fetched_at)
         values ('https://show.example/ep1.json', 'chapters', '{"chapters":[]}', null, now())`,
    ],
    checks: [
      {
        query: 'select url, kind, failure from episode_files order by url',
        rows: [{ url: 'https://show.example/ep1.json', kind: 'chapters', failure: null }],
      },
    ],
  },
  '0010_custom-domains': {
    seed: [
      `insert into project_domains (project_id, domain, token, state)
         values (1, 'links.dailypie.com', 'tok', 'pending')`,
    ],
    checks: [
      {
        // Nothing stored before is touched; the new table holds what is written to it.
        query: `select project_id, domain, state, "primary" from project_domains`,
        rows: [{ project_id: 1, domain: 'links.dailypie.com', state: 'pending', primary: false }],
      },
    ],
  },
  '0011_account-security': {
    seed: [
      `insert into auth_tokens (id, user_id, client, token_hash, expires_at, user_agent)
         values (1, 1, 'laptop', 'hash', '2030-01-01T00:00:00Z', 'Mozilla/5.0')`,
    ],
    checks: [
      {
        // Devices signed in before the list existed show no last visit until they come back.
        query: `select id, client, user_agent, last_seen_at from auth_tokens order by id`,
        rows: [{ id: 1, client: 'laptop', user_agent: 'Mozilla/5.0', last_seen_at: null }],
      },
    ],
  },
  '0012_api-tokens-webhooks': {
    seed: [
      `insert into api_tokens (id, user_id, name, scope, project_id, token_hash)
         values (1, 1, 'Zapier', 'read', 1, 'abc123')`,
      `insert into webhook_endpoints (id, project_id, url, events, secret_sealed)
         values (1, 1, 'https://hooks.example.com/in', '["page.published"]', 'v1.a.b.c')`,
      `insert into webhook_deliveries (id, endpoint_id, message_id, event, body, status)
         values (1, 1, 'msg_1', 'page.published', '{}', 'pending')`,
    ],
    checks: [
      {
        query: 'select id, name, scope, project_id, last_used_at from api_tokens order by id',
        rows: [{ id: 1, name: 'Zapier', scope: 'read', project_id: 1, last_used_at: null }],
      },
      {
        query: 'select id, url, events, enabled, failing_since from webhook_endpoints order by id',
        rows: [
          {
            id: 1,
            url: 'https://hooks.example.com/in',
            events: ['page.published'],
            enabled: true,
            failing_since: null,
          },
        ],
      },
      {
        query: 'select id, message_id, status, attempts from webhook_deliveries order by id',
        rows: [{ id: 1, message_id: 'msg_1', status: 'pending', attempts: 0 }],
      },
    ],
  },
  '0013_mailing-delivery-log': {
    seed: [
      `insert into mailing_delivery_log (project_id, pie_id, integration_id, email, outcome, reason)
         values (1, 1, 1, 'ann@example.com', 'refused', 'unsubscribed')`,
    ],
    checks: [
      {
        query:
          'select project_id, pie_id, email, outcome, reason, detail from mailing_delivery_log',
        rows: [
          {
            project_id: 1,
            pie_id: 1,
            email: 'ann@example.com',
            outcome: 'refused',
            reason: 'unsubscribed',
            detail: '',
          },
        ],
      },
    ],
  },
  '0014_design-tokens': {
    // Every page from before tokens keeps none, so it draws exactly as it did.
    seed: [],
    checks: [
      {
        query: 'select id, design from projects order by id',
        rows: [{ id: 1, design: null }],
      },
    ],
  },
  '0015_email-verification': {
    // No account from before was ever proven to own its address: each is asked once, gently.
    seed: [],
    checks: [
      {
        query: 'select id, email_verified_at from users order by id',
        rows: [{ id: 1, email_verified_at: null }],
      },
    ],
  },
};

/** A copy of the migrations folder that stops after `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'podpie-migration-data-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const kept = { ...journal, entries: journal.entries.slice(0, count) };
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(kept));
  return folder;
}

/** The query's rows as JSON, so both drivers answer the same values. */
async function rowsOf(handle: DatabaseHandle, query: string): Promise<unknown[]> {
  const result = await handle.db.execute(
    sql.raw(`select coalesce(json_agg(row_to_json(q)), '[]')::text as rows from (${query}) q`),
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return JSON.parse((rows[0] as { rows: string }).rows);
}

describe('migrations over stored rows', () => {
  let handle: DatabaseHandle;
  const checked: { after: string; check: Check }[] = [];

  // Creating an empty PGlite database runs initdb: slow on a busy machine.
  beforeAll(async () => {
    handle = await freshDatabase('empty');
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('every migration has the rows it must carry', () => {
    expect(journal.entries.map((entry) => entry.tag)).toEqual(Object.keys(STEPS));
  });

  it.each(journal.entries.map((entry, index) => [entry.tag, index + 1] as const))(
    '%s keeps every row stored before it, with its values',
    { timeout: 60_000 },
    async (tag, count) => {
      const folder = firstMigrations(count);
      try {
        await migrateDatabase(handle, folder);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      for (const statement of STEPS[tag]?.seed ?? []) await handle.db.execute(sql.raw(statement));
      checked.push(...(STEPS[tag]?.checks ?? []).map((check) => ({ after: tag, check })));
      for (const { after, check } of checked) {
        expect(await rowsOf(handle, check.query), `stored after ${after}`).toEqual(check.rows);
      }
    },
  );
});
