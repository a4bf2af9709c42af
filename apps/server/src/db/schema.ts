import type { BackgroundType, IconGroup, Language, MainType, QrLevel, QrSize } from '@podpie/core';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Millisecond precision, so an instant read back equals the one the client sent (the 409 check
// compares pies_updated_at exactly).
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => instant('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Null for an invited account that has not chosen a password yet. */
    passwordHash: text('password_hash'),
    isActivated: boolean('is_activated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** One row per signed-in device (client); only the sha256 of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_client_idx').on(table.client)],
);

export const invitePasscodes = pgTable(
  'invite_passcodes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('invite_passcodes_user_idx').on(table.userId)],
);

/** Property names follow the API fields (Project of @podpie/core); columns are snake case. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    created_at: createdAt(),
    updated_at: instant('updated_at').notNull().defaultNow(),
    pies_updated_at: instant('pies_updated_at'),
    text_color: text('text_color').notNull(),
    button_text_color: text('button_text_color').notNull(),
    button_color: text('button_color').notNull(),
    linear_gradient: text('linear_gradient'),
    degree: integer('degree').notNull(),
    gradient_color_from: text('gradient_color_from'),
    gradient_color_to: text('gradient_color_to'),
    solid_color: text('solid_color').notNull(),
    background_type: text('background_type').$type<BackgroundType>().notNull(),
    artwork_uuid: text('artwork_uuid'),
    artwork_cdnUrl: text('artwork_cdn_url'),
    artwork_originalUrl: text('artwork_original_url'),
    artwork_mime_type: text('artwork_mime_type'),
    background_image_uuid: text('background_image_uuid'),
    background_image_cdnUrl: text('background_image_cdn_url'),
    background_image_originalUrl: text('background_image_original_url'),
    background_image_mime_type: text('background_image_mime_type'),
    selected_theme_id: integer('selected_theme_id'),
    qr_size: integer('qr_size').$type<QrSize>().notNull(),
    qr_level: text('qr_level').$type<QrLevel>().notNull(),
    qr_color: text('qr_color').notNull(),
    google_analytics_id: text('google_analytics_id'),
    facebook_pixel_id: text('facebook_pixel_id'),
    is_check_podcast_health: boolean('is_check_podcast_health').notNull().default(false),
    /** The language the public page is drawn in, whatever the visitor's browser asks for. */
    language: text('language').$type<Language>().notNull().default('cn'),
  },
  (table) => [
    uniqueIndex('projects_slug_lower_idx').on(sql`lower(${table.slug})`),
    index('projects_user_idx').on(table.userId, table.created_at),
  ],
);

/** A block; property names are the Pie fields of @podpie/core, columns are snake case. */
export const pies = pgTable(
  'pies',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    main_type: text('main_type').$type<MainType>().notNull(),
    sub_type: text('sub_type'),
    modal_title: text('modal_title'),
    name: text('name'),
    value: text('value'),
    sortable: boolean('sortable').notNull(),
    sort_order: integer('sort_order').notNull(),
    title: text('title'),
    title_text_color: text('title_text_color'),
    link_value: text('link_value'),
    background_color: text('background_color'),
    image_url: text('image_url'),
    description: text('description'),
    button_text: text('button_text'),
    success_message: text('success_message'),
    integration_id: integer('integration_id'),
    mailing_list_id: text('mailing_list_id'),
    campaign_tag: text('campaign_tag'),
    placeholder: text('placeholder'),
    is_username: boolean('is_username').notNull(),
    icon_group: text('icon_group').$type<IconGroup>(),
    icon_name: text('icon_name'),
    icon_color: text('icon_color'),
    price_tag: text('price_tag'),
    price_tag_background_color: text('price_tag_background_color'),
    price_tag_text_color: text('price_tag_text_color'),
    display_effect_options: boolean('display_effect_options').notNull(),
    is_pop: boolean('is_pop').notNull(),
    is_hidden: boolean('is_hidden').notNull(),
    title_font_size: integer('title_font_size'),
    description_font_size: integer('description_font_size'),
    updated_at: instant('updated_at'),
    social_username: text('social_username'),
    schedule_from_date: instant('schedule_from_date'),
    schedule_to_date: instant('schedule_to_date'),
    schedule_from_date_str: text('schedule_from_date_str'),
    schedule_to_date_str: text('schedule_to_date_str'),
    schedule_time_zone: text('schedule_time_zone'),
    countdown_from_date: instant('countdown_from_date'),
    countdown_to_date: instant('countdown_to_date'),
    countdown_from_date_str: text('countdown_from_date_str'),
    countdown_to_date_str: text('countdown_to_date_str'),
    countdown_time_zone: text('countdown_time_zone'),
    artwork_uuid: text('artwork_uuid'),
    artwork_cdnUrl: text('artwork_cdn_url'),
    artwork_originalUrl: text('artwork_original_url'),
    artwork_mime_type: text('artwork_mime_type'),
  },
  (table) => [index('pies_project_order_idx').on(table.projectId, table.sort_order)],
);

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  theme_name: text('theme_name').notNull().unique(),
  background_type: text('background_type').$type<'SOLID' | 'LINEAR-GRADIENT'>().notNull(),
  solid_color: text('solid_color'),
  degree: integer('degree').notNull(),
  gradient_color_from: text('gradient_color_from'),
  gradient_color_to: text('gradient_color_to'),
  text_color: text('text_color').notNull(),
  button_color: text('button_color').notNull(),
  button_text_color: text('button_text_color').notNull(),
});

export const backgroundColors = pgTable('background_colors', {
  id: serial('id').primaryKey(),
  color_hex: text('color_hex').notNull().unique(),
});

export const mailingServices = pgTable('mailing_services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  image_name: text('image_name'),
});

export const mailingIntegrations = pgTable(
  'mailing_integrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailingServiceId: integer('mailing_service_id')
      .notNull()
      .references(() => mailingServices.id),
    accountEmail: text('account_email').notNull(),
    /** The provider's access data (OAuth token, API endpoint); never sent to a client. */
    credentials: jsonb('credentials'),
    createdAt: createdAt(),
    /** The provider refused the stored token (revoked): deliveries wait until it is reconnected. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /** The list ids the provider last answered, so a block naming another list is refused. */
    knownListIds: jsonb('known_list_ids').$type<string[]>().notNull().default([]),
  },
  (table) => [index('mailing_integrations_user_idx').on(table.userId)],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscribers_project_email_idx').on(table.projectId, table.email)],
);

/** Product analytics: named events and identify calls, with secrets stripped before storing. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('events_created_idx').on(table.createdAt)],
);

/** Visitors of a cold e-mail campaign who asked not to be contacted again. */
export const campaignOptOuts = pgTable('campaign_opt_outs', {
  itunesId: text('itunes_id').primaryKey(),
  createdAt: createdAt(),
});

/** The last fetch of a podcast feed, for conditional requests and fast public pages. */
export const feedCache = pgTable('feed_cache', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  body: text('body'),
  parsed: jsonb('parsed'),
  fetchedAt: instant('fetched_at').notNull(),
});

/** Background work; a worker claims a row with FOR UPDATE SKIP LOCKED so a job runs once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Jobs with the same key are one job (e.g. "feed-refresh:<url>"). */
    uniqueKey: text('unique_key').unique(),
    runAt: instant('run_at').notNull().defaultNow(),
    lockedAt: instant('locked_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('jobs_due_idx').on(table.runAt).where(sql`${table.lockedAt} is null`)],
);

/**
 * Slugs a project used before its current one; the old address redirects to the project until
 * another project claims the slug (its row is then deleted).
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('slug_history_slug_lower_idx').on(sql`lower(${table.slug})`)],
);

/** One-time links to choose a new password; only the sha256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_resets_token_idx').on(table.tokenHash)],
);

/** One check of one podcast-directory link of a project (the health job); kept 30 days. */
export const podcastHealthChecks = pgTable(
  'podcast_health_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The block (pie) holding the link; no foreign key, so its history outlives an edit. */
    networkId: integer('network_id').notNull(),
    networkLabel: text('network_label').notNull(),
    url: text('url').notNull(),
    /** Null when no answer came (timeout, refused address, network error). */
    status: integer('status'),
    latencyMs: integer('latency_ms').notNull(),
    isError: boolean('is_error').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('podcast_health_checks_project_idx').on(table.projectId, table.createdAt)],
);

/**
 * Page analytics, one row per project, UTC day, metric and dimension: metric 'views',
 * 'visitors' (unique), 'clicks' (dimension: the block id), 'referrer' (a domain), 'device',
 * 'country'. Only counts are kept; nothing here identifies a person.
 */
export const pageStats = pgTable(
  'page_stats',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.day, table.metric, table.dimension] }),
    index('page_stats_day_idx').on(table.day),
  ],
);

/**
 * Today's visitor hashes (client address + user agent + project under a salt that lives only in
 * memory for one UTC day), so a visitor counts once per day; yesterday's are deleted.
 */
export const pageVisitors = pgTable(
  'page_visitors',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day, table.visitor] })],
);

/** Projects whose owner turned page analytics off (recording is on unless a row says so). */
export const analyticsSettings = pgTable('analytics_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  recording: boolean('recording').notNull(),
});

/**
 * Every stored image (uploads module): who sent it (null when signed out) and from which client
 * address, for the daily quota of signed-out uploads and the sweep of images no page uses.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The file name under DATA_DIR/uploads, `<uuid>.<ext>`; page fields hold it in their URL. */
    storageKey: text('storage_key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAddress: text('client_address').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_address_idx').on(table.clientAddress, table.createdAt),
    index('uploads_created_idx').on(table.createdAt),
  ],
);

/** Every table, for drizzle-kit and for code that needs the full list. */
export const tables = {
  users,
  authTokens,
  invitePasscodes,
  projects,
  pies,
  themes,
  backgroundColors,
  mailingServices,
  mailingIntegrations,
  subscribers,
  events,
  campaignOptOuts,
  feedCache,
  jobs,
  slugHistory,
  passwordResets,
  podcastHealthChecks,
  pageStats,
  pageVisitors,
  analyticsSettings,
  uploads,
};
