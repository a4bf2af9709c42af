// The public surface of @podpie/core; nothing else is imported from outside the package.
// One named export list per file, in path order, so an unused export shows in knip.

export { isBotAgent, isPrefetch } from './analytics/bots.ts';
export {
  analyticsRangeProblem,
  daysBetween,
  lastDays,
  MAX_ANALYTICS_DAYS,
  retentionStart,
  utcDay,
} from './analytics/days.ts';
export { type DeviceClass, deviceClassOf } from './analytics/device.ts';
export { referrerDomain } from './analytics/referrer.ts';
export {
  type Device,
  type Passkey,
  passkeyAddBody,
  passkeyRenameBody,
  passkeySchema,
  passkeySignInBody,
  passkeysAnswer,
  securitySuccessAnswer,
  sessionIdParams,
  sessionsAnswer,
  signOutOthersAnswer,
  twoFactorCodeBody,
  twoFactorConfirmAnswer,
  twoFactorOffBody,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
  webauthnOptionsAnswer,
} from './api/account-security.ts';
export {
  type AnalyticsDay,
  type AnalyticsReport,
  analyticsQuerySchema,
  analyticsReportSchema,
  analyticsSettingsSchema,
  type PageEvent,
  pageEventSchema,
} from './api/analytics.ts';
export {
  accountAnswer,
  accountUpdateBody,
  inviteAnswer,
  inviteBody,
  passwordChangeAnswer,
  passwordChangeBody,
  signInAnswer,
  signInBody,
  signOutAnswer,
  signUpBody,
  validateTokenAnswer,
} from './api/auth.ts';
export {
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
  apiTokensAnswer,
  type CreateApiToken,
  type CreatedApiToken,
  type CreateWebhook,
  createApiTokenBody,
  createdApiTokenAnswer,
  createdWebhookAnswer,
  createWebhookBody,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhooksAnswer,
} from './api/automation.ts';
export { backgroundColorsAnswerSchema, themesAnswerSchema } from './api/catalogue.ts';
export {
  type DomainReason,
  type DomainRecord,
  type DomainState,
  type DomainView,
  domainAnswerSchema,
  domainBodySchema,
} from './api/domains.ts';
export {
  EMAIL_VERIFICATION_LIFETIME_MS,
  emailChangeBody,
  verifyEmailAnswer,
  verifyEmailBody,
} from './api/email-verification.ts';
export {
  ERROR_STATUS,
  type ErrorCode,
  errorCodeForStatus,
  errorCodeKey,
  isErrorCode,
} from './api/error-codes.ts';
export { errorAnswerSchema } from './api/errors.ts';
export {
  type ChartPeriod,
  chartPeriod,
  FAILING_STREAK,
  type HealthFailureReason,
  isFailing,
  podcastHealthChartsAnswerSchema,
  type UptimeStats,
} from './api/health.ts';
export {
  BUILT_IN_LIST_ID,
  type ConnectMailing,
  connectMailingBody,
  type KeyMailingKind,
  MAILCHIMP_SERVICE_ID,
  type MailingDeliveryLine,
  type MailingIntegrationRow,
  type MailingKind,
  type MailingServiceEntry,
  mailingDeliveryLogAnswer,
  mailingIntegrationsAnswer,
  mailingListsAnswer,
  mailingServicesAnswer,
  type Subscriber,
  subscribersAnswer,
} from './api/mailing.ts';
export { type MessageAnswer, messageAnswerSchema } from './api/message.ts';
export {
  directoryAnswerSchema,
  type FeedDetails,
  feedDetailsAnswerSchema,
  networksAnswerSchema,
  podcastSearchAnswerSchema,
} from './api/parser.ts';
export {
  type ForgotPasswordAnswer,
  forgotPasswordAnswer,
  forgotPasswordBody,
  PASSWORD_RESET_LIFETIME_MS,
  type ResetPasswordBody,
  resetPasswordAnswer,
  resetPasswordBody,
} from './api/password-reset.ts';
export {
  piesListAnswerSchema,
  type StoredPies,
  storedPiesSchema,
  syncConflictAnswerSchema,
  syncPiesBodySchema,
} from './api/pies.ts';
export {
  importFromUrlBodySchema,
  type OldSlug,
  oldSlugsAnswerSchema,
  type ProjectEpisode,
  type ProjectView,
  projectAnswerSchema,
  projectCreateBodySchema,
  projectCreatedAnswerSchema,
  projectEpisodesAnswerSchema,
  projectListAnswerSchema,
  projectPreviewAnswerSchema,
  projectPreviewQuerySchema,
  projectUpdateBodySchema,
  randomSlugAnswerSchema,
  type SlugAvailabilityAnswer,
  type SlugProposal,
  slugAvailabilityAnswerSchema,
  slugAvailabilityQuerySchema,
  slugProposalAnswerSchema,
  slugProposalQuerySchema,
} from './api/projects.ts';
export {
  isScalableUpload,
  sizedUpload,
  UPLOAD_WIDTHS,
  type UploadWidth,
  uploadAtWidth,
} from './api/upload-sizes.ts';
export { type UploadAnswer, uploadAnswerSchema, uploadFromUrlBodySchema } from './api/uploads.ts';
export { type BioPage, importBioPage } from './bio-import/bio-import.ts';
export { ADD_BLOCK_MENU, type AddBlockEntry } from './catalogue/add-block-menu.ts';
export { PRESET_PLATFORM_BADGES, presetPlatformBadge } from './catalogue/badges.ts';
export {
  ALL_DIRECTORY_TEMPLATES,
  DIRECTORY_TEMPLATES,
  type DirectoryName,
  findDirectory,
} from './catalogue/directories.ts';
export { ICON_SEARCH_DEBOUNCE_MS, searchIcons } from './catalogue/icons.ts';
export { messengerLink, socialLink } from './catalogue/links.ts';
export { type Logo, logoFor } from './catalogue/logos.ts';
export { MESSENGER_TEMPLATES } from './catalogue/messengers.ts';
export { SOCIAL_TEMPLATES, socialTemplate } from './catalogue/socials.ts';
export { TIP_TEMPLATES } from './catalogue/tips.ts';
export {
  COUNTDOWN_TICK_MS,
  DASHBOARD_LOADING_END_MS,
  DATE_ERROR_DISPLAY_MS,
  DEFAULT_ICON_COLOUR,
  DEFAULT_PRICE_TAG_COLOUR,
  FEED_ITEMS_KEPT,
  FEED_VALUE_DEFAULT,
  IMAGE_OVERLAY_OPACITY,
  LINK_FETCH_DEBOUNCE_MS,
  LISTEN_STRIP_SIZE,
  MAX_COLUMNS,
  MODAL_WIDTH,
  NOTICE_DELAY_MS,
  NOTIFICATION_DURATION_MS,
  PODCAST_SEARCH_DEBOUNCE_MS,
  PRICE_TAG_COLOURS,
  type PriceTagColourName,
  QR_FILE_NAME,
} from './constants.ts';
export { colourToHex, readableTextOver } from './contrast/contrast.ts';
export { type ContrastProblem, contrastProblems } from './contrast/page-contrast.ts';
export {
  countdownAt,
  countdownWindow,
  setCountdownRange,
  timeLeft,
} from './countdown/countdown.ts';
export type { ArtworkPalette } from './design/artwork-colours.ts';
export { starterStyle } from './design/starter.ts';
export {
  applyDesignTheme,
  DESIGN_THEMES,
  type DesignTheme,
  themeState,
} from './design/themes.ts';
export {
  BUTTON_SHAPES,
  BUTTON_STYLES,
  CARD_RADIUS_MAX,
  type DesignTokens,
  FONT_PAIRS,
  type FontPair,
  PROFILE_STYLES,
  SPACINGS,
  tokensOf,
} from './design/tokens.ts';
export {
  type DomainRefusal,
  isApexDomain,
  normaliseDomain,
  verificationName,
} from './domain/custom-domain.ts';
export { isIpLiteral } from './domain/ip-literal.ts';
export { chooseCopy, isPublishOffered } from './draft/local-copy.ts';
export { DRAFT_KEY, draftKeys } from './draft/storage-keys.ts';
export {
  AUTH_HEADERS,
  type AuthHeader,
  type PasswordChange,
  passwordChangeSchema,
  type SignIn,
  type SignUp,
  signInSchema,
  signUpSchema,
  type User,
} from './entities/account.ts';
export type {
  MailingIntegration,
  MailingList,
  MailingService,
} from './entities/mailing.ts';
export {
  type Episode,
  type EpisodeTranscriptLink,
  episodeSchema,
  type FeedParseResult,
  type FeedPerson,
  type FeedPodcastNamespace,
  feedParseResultSchema,
  type LinkParseResult,
  linkParseResultSchema,
  type NetworkLink,
  type PodcastSearchResult,
} from './entities/parsing.ts';
export {
  type BackgroundColor,
  backgroundColorToSolid,
  type Theme,
} from './entities/theme.ts';
export {
  episodeKey,
  episodeKeyHash,
  findEpisodeByKey,
  keyedEpisodes,
} from './episode/episode-key.ts';
export {
  type Chapter,
  chapterSchema,
  formatClock,
  parseStartTime,
  type TranscriptCue,
  transcriptCueSchema,
} from './episode/extras.ts';
export { FEED_LINKS_TO_SOURCE, feedLinksToEpisodePages } from './episode/feed-links.ts';
export { type FeedExtras, importFeed } from './feed-import/feed-import.ts';
export {
  cookieLanguage,
  type Dictionary,
  FALLBACK_LANGUAGE,
  isLanguage,
  issueIn,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageOfTag,
  NAMESPACES,
  type PageTranslationKey,
  parseAcceptLanguage,
  pickLanguage,
  readKeyed,
  readKeyShape,
  type TranslationKey,
  type TranslationVars,
  translate,
  translateIssueWith,
  translatePageText,
} from './i18n/index.ts';
export { itemWidth } from './layout/item-width.ts';
export {
  type AppleEpisode,
  appleShowId,
  type EpisodeTarget,
  episodeLinkFor,
  matchAppleEpisode,
  universalEpisodeLink,
} from './listen/episode-links.ts';
export {
  ANY_VISITOR,
  LISTEN_SUB_TYPE,
  type ListenDevice,
  type ListenVisitor,
  listenVisitorOf,
  orderForDevice,
} from './listen/listen.ts';
export { mailingRefusal, newMailingPie } from './mailing/mailing-block.ts';
export { mailingFormSchema } from './mailing/mailing-form.ts';
export type { NotificationInput } from './notification/notification.ts';
export { autoResetAfterMs, redirectTarget } from './notification/notification-timing.ts';
export { piesFromDefaults } from './pie/defaults.ts';
export { drawnFontSize, type TextPart } from './pie/drawn-font-size.ts';
export { FEED_ITEM_COUNT_OPTIONS, feedItemCount } from './pie/feed-count.ts';
export { cardSubTypeOf, feedSubTypeOf, isCardPie, isFeedPie } from './pie/guards.ts';
export { hasContent } from './pie/has-content.ts';
export { pieLabel } from './pie/label.ts';
export { mergeNetworkPies } from './pie/merge-networks.ts';
export { movePie } from './pie/reorder.ts';
export { removePie, type SaveOutcome, savePie } from './pie/save.ts';
export {
  MAX_SHORT_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  makePie,
  type Pie,
  pieSchema,
} from './pie/schema.ts';
export { bySortOrder } from './pie/sort-order.ts';
export { type Random, tempId } from './pie/temp-id.ts';
export { type PieTemplate, pieFromTemplate } from './pie/template.ts';
export {
  CARD_SUB_TYPES,
  type CardSubType,
  DEFAULT_AUTHORS_SUB_TYPE,
  DEFAULT_CARD_SUB_TYPE,
  DEFAULT_FEED_SUB_TYPE,
  FEED_SUB_TYPES,
  type FeedSubType,
  type IconGroup,
  MAIN_BLOCK_NAME,
  type MainType,
} from './pie/types.ts';
export {
  chooseGradientDegree,
  chooseGradientEnd,
  chooseGradientStart,
  chooseSolidColour,
  removeBackgroundImage,
  selectTheme,
  setBackgroundImage,
  type UploadedImage,
} from './project/background.ts';
export {
  importDocumentSchema,
  importedPage,
  projectExportSchema,
  toProjectExport,
} from './project/export-document.ts';
export { isQrLevel, isQrSize, qrLogoSize, qrOptionsSchema } from './project/qr.ts';
export {
  type BackgroundType,
  defaultProjectStyle,
  FACEBOOK_PIXEL_ID,
  GOOGLE_ANALYTICS_ID,
  PROJECT_DEFAULTS,
  type ProjectBody,
  type ProjectSettings,
  type ProjectStyle,
  projectSettingsSchema,
  projectStyleSchema,
  QR_LEVELS,
  QR_SIZES,
  type QrLevel,
  type QrSize,
} from './project/schema.ts';
export {
  isReservedSlug,
  publicLink,
  SLUG_MAX_LENGTH,
  slugKey,
  slugSchema,
} from './project/slug.ts';
export { slugCandidates } from './project/slug-proposal.ts';
export { brightness, textColourFor } from './project/text-colour.ts';
export {
  APP_ROUTES,
  appRouteOf,
  isAppRoute,
  PRERENDERED_FRAMES,
  PRERENDERED_SCREENS,
  type PrerenderedFrameName,
  type PrerenderedScreenName,
  prerenderedScreenOf,
} from './routes/app-routes.ts';
export type { LocalRange } from './schedule/date-range.ts';
export {
  isScheduled,
  isVisibleAt,
  nextVisibilityChangeAt,
  setScheduleRange,
  startsInFuture,
  toggleSchedule,
} from './schedule/schedule.ts';
export { isHttpUrl, isSafeLink, MAX_URL_LENGTH } from './shared/url.ts';
export { FONT_SIZE_OPTIONS } from './validation/form-fields.ts';
export { piesForSaveSchema } from './validation/pie-for-save.ts';
export { networkValueError } from './validation/social-username.ts';
