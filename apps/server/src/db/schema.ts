import type {
  BackgroundType,
  DesignTokens,
  DomainReason,
  DomainState,
  HealthFailureReason,
  IconGroup,
  Language,
  MainType,
  QrLevel,
  QrSize,
} from '@podpie/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /** When the owner followed a verification link to `email`; null until then (issue 33). */
    emailVerifiedAt: instant('email_verified_at'),
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
    /** The device list's "first seen": the sign-in. */
    createdAt: createdAt(),
    /** The browser's User-Agent at sign-in, for the device list; null for older sessions. */
    userAgent: text('user_agent'),
    /** The device list's "last seen", written at most once a minute. */
    lastSeenAt: instant('last_seen_at'),
  },
  (table) => [uniqueIndex('auth_tokens_client_idx').on(table.client)],
);

/** Authenticator-app codes (TOTP) of an account; the secret is sealed, never stored plain. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  /** Null while the owner has not confirmed a first code: codes are not asked yet. */
  enabledAt: instant('enabled_at'),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes; only their sha256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** WebAuthn credentials (passkeys) of an account: public keys only. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

/** A WebAuthn challenge handed out and not yet answered (any process may receive the answer). */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  /** Null for a sign-in challenge (the passkey names its account). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** 'confirm': a signed-in owner proving it is them (turning codes off, a new password). */
  purpose: text('purpose').$type<'register' | 'sign_in' | 'confirm'>().notNull(),
  expiresAt: instant('expires_at').notNull(),
});

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
    /** Font, buttons, cards, profile, spacing; null (every page from before) draws as it did. */
    design: jsonb('design').$type<DesignTokens>(),
    /** The language the public page is drawn in, whatever the visitor's browser asks for. */
    language: text('language').$type<Language>().notNull().default('cn'),
    /**
     * When the owner chose the page's address, or kept the random one, at the first publish; null
     * until then, so the editor asks. Pages from before the question existed take the
     * migration's time (SQL default): their owners are not asked about a live address.
     */
    addressChosenAt: instant('address_chosen_at')
      .default(sql`now()`)
      .$defaultFn(() => sql`null`),
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

/**
 * A mailing block's delivery log: what the owner's provider answered about each confirmed
 * sign-up (delivered, refused and why, retrying while it is down). The block and the integration
 * are kept by id only, so the lines outlive a deleted block or a disconnected provider.
 */
export const mailingDeliveryLog = pgTable(
  'mailing_delivery_log',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pieId: integer('pie_id').notNull(),
    integrationId: integer('integration_id').notNull(),
    email: text('email').notNull(),
    outcome: text('outcome').$type<'delivered' | 'refused' | 'retrying'>().notNull(),
    reason: text('reason'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('mailing_delivery_log_block_idx').on(table.projectId, table.pieId, table.createdAt),
  ],
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
    /**
     * When the listener followed the mailed link; null while waiting. Rows from before
     * confirmation existed take the migration's time (SQL default); every new row starts null.
     */
    confirmedAt: instant('confirmed_at')
      .default(sql`now()`)
      .$defaultFn(() => sql`null`),
    /** Consent as given: when, on which page, and the words the form showed. */
    consentAt: instant('consent_at'),
    consentPage: text('consent_page'),
    consentText: text('consent_text'),
  },
  (table) => [
    uniqueIndex('subscribers_project_email_idx').on(table.projectId, table.email),
    // The sweep of expired sign-ups and the daily cap read by time.
    index('subscribers_created_idx').on(table.projectId, table.createdAt),
  ],
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

/**
 * The chapters and transcript files episodes point at, read once each (keyed by the file's
 * address) by the feed refresh: `parsed` is what the episode page shows, `failure` why a file
 * was left out (private, too big, too slow, unreadable), so it is not fetched on every refresh.
 */
export const episodeFiles = pgTable('episode_files', {
  url: text('url').primaryKey(),
  kind: text('kind').notNull(),
  parsed: jsonb('parsed'),
  failure: text('failure'),
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

/**
 * One-time links mailed to an account: choosing a new password ('reset') or proving an address
 * ('verify', whose `email` is the address the link proves). Only the sha256 of the token is kept.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify'] })
      .notNull()
      .default('reset'),
    email: text('email'),
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
    /** Why a failed check failed (HealthFailureReason of @podpie/core); null for a good one. */
    reason: text('reason').$type<HealthFailureReason>(),
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

/**
 * An owner's own domain for a project's page (at most one per project). `domain` is unique across
 * every owner: a pending claim holds it until `expires_at`, an active or failing one until removed.
 * The token is published by the owner in DNS (TXT _podpie.<domain>), so it is no secret.
 */
export const projectDomains = pgTable(
  'project_domains',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-cased and IDNA-encoded (normaliseDomain of @podpie/core). */
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    state: text('state').$type<DomainState>().notNull(),
    reason: text('reason').$type<DomainReason>(),
    primary: boolean('primary').notNull().default(false),
    checkedAt: instant('checked_at'),
    /** A claim never verified is released at this time; null once it was active. */
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('project_domains_domain_idx').on(table.domain)],
);

/**
 * Personal API tokens (modules/api-tokens): a name, a scope, optionally one project; only the
 * sha256 of the token is kept. Revoking deletes the row, so every process refuses it at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_tokens_hash_idx').on(table.tokenHash),
    index('api_tokens_user_idx').on(table.userId),
  ],
);

/** A project's webhook endpoint: its address, the events it wants, its signing secret sealed. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** `whsec_...` sealed with APP_SECRET (lib/secret-box.ts): deliveries are signed with it. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first failure of the current run of failures; null after a success. */
    failingSince: instant('failing_since'),
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_project_idx').on(table.projectId)],
);

/** One message to one endpoint and how sending it went; the job runner sends and retries it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The exact JSON body that is signed and sent. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** Why the last attempt failed without an answer (refused address, timeout). */
    lastError: text('last_error'),
    lastAttemptAt: instant('last_attempt_at'),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);

/**
 * Events sent once only (a new episode found by any number of refreshing processes): the first
 * insert of a key wins, every later one does nothing.
 */
export const webhookEventKeys = pgTable('webhook_event_keys', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

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
  mailingDeliveryLog,
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
  apiTokens,
  webhookEndpoints,
  webhookDeliveries,
  webhookEventKeys,
  projectDomains,
};
