// Kysely table types: what the migrations in ./migrations create. Keep the two in step.
// Columns read through raw SQL fragments (e.g. `location`, whose point type both engines return
// as the raw text "(x,y)") are typed as they arrive from the drivers configured in database.ts.
import type {
  AlertChoice,
  AuditAction,
  AuditSubjectType,
  CategoryIcon,
  Locale,
  OfficialAnswerStatus,
  OrganisationRole,
  OrganisationType,
  Platform,
  UserRole,
} from '@moveable/contract';
import type { ColumnType, Generated } from 'kysely';

export type Labels = Record<Locale, string>;

/** timestamptz(3): read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `point` is written as "(x,y)" text (x = longitude, y = latitude) and read the same way. */
type Point = string;

export const ONE_TIME_TOKEN_PURPOSES = ['reset', 'invite', 'confirm'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export interface UsersTable {
  id: Generated<number>;
  /** null only on the tombstone of a deleted account. */
  username: string | null;
  legacy_id: string | null;
  created_at: DefaultedTimestamp;
  /** Lower case. */
  email: string | null;
  email_confirmed_at: Timestamp | null;
  /** argon2id PHC string; null for accounts that sign in elsewhere (OpenID Connect) only. */
  password_hash: string | null;
  /** null until onboarding is done. */
  first_login: Timestamp | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** Two-letter code or 'world'. */
  country: ColumnType<string, string | undefined, string>;
  avatar_key: string | null;
  bio: Generated<string>;
  email_notifications: Generated<boolean>;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  updated_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
  /** Set while a moderator has blocked the account: no sign-in, no session. */
  blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OrganisationMembersTable {
  organisation_id: number;
  user_id: number;
  role: ColumnType<OrganisationRole, OrganisationRole | undefined, OrganisationRole>;
  created_at: DefaultedTimestamp;
  /** 0048: the member's alerts for the organisation's area. */
  alerts: ColumnType<AlertChoice, AlertChoice | undefined, AlertChoice>;
  /** 0048: when alerts were last switched on; alerts cover what is new after it. */
  alerts_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RefreshTokensTable {
  /** The token's jti. */
  id: string;
  family: string;
  user_id: number;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  authenticated_at: Timestamp;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** An ended session (refresh-token family): its access tokens are refused (migration 0040). */
export interface RevokedSessionsTable {
  family: string;
  user_id: number;
  revoked_at: DefaultedTimestamp;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  purpose: OneTimeTokenPurpose;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  user_id: number | null;
  email: string;
  organisation_id: number | null;
  organisation_role: OrganisationRole | null;
  created_by: number | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
  /** Extra message headers, e.g. List-Unsubscribe (migration 0041). */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  /** The template (kind) it was rendered from; 'unknown' for rows before migration 0048. */
  template: ColumnType<string, string | undefined, string>;
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
  /** The platform it was sent for; null for rows before 0048 and mail of no platform. */
  platform: ColumnType<Platform | null, Platform | null | undefined, Platform | null>;
  /** Delivery tries so far (0: never tried). */
  attempts: ColumnType<number, number | undefined, number>;
  /** A permanent SMTP rejection (5xx); `error` holds the server's answer. */
  bounced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One alert (or one digest day) sent to a member (migration 0048), in its outbox row's transaction. */
/** An organisation's webhook endpoint (migration 0056). */
export interface WebhooksTable {
  id: Generated<number>;
  organisation_id: number;
  url: string;
  events: string[];
  /** The signing secret as it is: an HMAC needs the key itself (see the migration). */
  secret: string;
  enabled: Generated<boolean>;
  disabled_reason: 'manual' | 'failures' | null;
  consecutive_failures: Generated<number>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one webhook: the outbox row and its delivery log (migration 0056). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event_id: string;
  event: string;
  /** The JSON body, exactly as signed and sent. */
  payload: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  response_code: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: DefaultedTimestamp;
}

export interface OrganisationAlertDeliveriesTable {
  organisation_id: number;
  user_id: number;
  /** 'spot:<id>', 'comment:<id>' or 'digest:<yyyy-mm-dd>' (the Europe/Zurich day it covers). */
  item: string;
  /** null: nothing to send (a digest day without news). */
  outbox_id: number | null;
  at: DefaultedTimestamp;
}

export interface IdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  labels: ColumnType<Labels, string, string>;
  temporary: boolean;
  platforms: Platform[];
  position: number;
  /** A name of CATEGORY_ICONS (contract), or null (migration 0051). */
  icon: Generated<CategoryIcon | null>;
}

export interface RegionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  country: string;
  /** null: the region applies to every platform. */
  platform: Platform | null;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
  /** The organisation whose drawn area this is (migration 0051); such a region is not listed publicly. */
  owner_organisation_id: Generated<number | null>;
}

export interface RegionShapesTable {
  id: Generated<number>;
  region_id: number;
  shape: string;
  bbox: ColumnType<string, never, never>;
}

export interface SpotsTable {
  id: Generated<number>;
  legacy_id: string | null;
  platform: Platform;
  country: string;
  title: string;
  description: Generated<string>;
  famed: boolean;
  location: Point;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  fixed: Generated<boolean>;
  fixed_at: Timestamp | null;
  archived: Generated<boolean>;
  archived_at: Timestamp | null;
  vote_count: Generated<number>;
  comment_count: Generated<number>;
  author_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
  /** When a spot with a temporary category archives (migration 0030); null: never. */
  archive_at: Timestamp | null;
  // Derived from spot_categories, spot_regions, photos and official_answers by triggers
  // (migration 0020): read them, never write them.
  category_ids: Generated<number[]>;
  region_ids: Generated<number[]>;
  cover_photo_id: Generated<number | null>;
  cover_photo_width: Generated<number | null>;
  cover_photo_height: Generated<number | null>;
  cover_photo_shows_fix: Generated<boolean | null>;
  /** The cover's stored WebP sizes, photos.variants of the cover (migration 0031; '{}' without one): read it, never write it. */
  cover_photo_variants: ColumnType<string[], never, never>;
  has_official_answer: Generated<boolean>;
  /** Hidden by a moderator (migration 0047; deleted_at is set too): only its author sees it, with hidden_note. */
  hidden_at: Timestamp | null;
  hidden_note: string | null;
  hidden_by: number | null;
  /** Merged into this spot (migration 0047; deleted_at is set too): its old URL redirects there. */
  merged_into: number | null;
  /** The client's id of the draft it was sent from (migration 0054): unique per author. */
  draft_id: string | null;
  /** The organisation API key an Open311 request came with (migration 0055). */
  api_key_id: Generated<number | null>;
  /** The spot's 64-pixel cell at zoom 19 (generated from location, migration 0021). */
  grid_x: ColumnType<number, never, never>;
  grid_y: ColumnType<number, never, never>;
}

/** Spot counts per map cell, zoom and filter combination (migration 0021, kept by triggers). */
export interface SpotCellsTable {
  platform: Platform;
  country: string;
  zoom: number;
  x: number;
  y: number;
  archived: boolean;
  famed: boolean;
  fixed: boolean;
  has_official_answer: boolean;
  spots: number;
  sum_lng: number;
  sum_lat: number;
  min_lng: number | null;
  min_lat: number | null;
  max_lng: number | null;
  max_lat: number | null;
  place: string | null;
}

export interface SpotCategoriesTable {
  spot_id: number;
  category_id: number;
}

export interface SpotRegionsTable {
  spot_id: number;
  region_id: number;
}

export interface PhotosTable {
  id: Generated<number>;
  /** null between upload and the spot's creation (migration 0030). */
  spot_id: number | null;
  /** Who uploaded it; only they may attach an unattached photo. */
  user_id: number | null;
  /** WebP sizes stored as `${storage_key}/${variant}.webp`; empty: storage_key is the file. */
  variants: Generated<string[]>;
  storage_key: string;
  width: number;
  height: number;
  shows_fix: boolean;
  position: number;
  created_at: DefaultedTimestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  spot_id: number;
  /** null once the author deleted the account and chose to anonymise. */
  user_id: number | null;
  parent_id: number | null;
  body: string;
  created_at: DefaultedTimestamp;
  edited_at: Timestamp | null;
  /** Writer-maintained count of comment_votes (top-level comments only). */
  vote_count: Generated<number>;
  /** Set when a moderator hides the comment after a report. */
  hidden_at: Timestamp | null;
  /** The moderator's note to the author (migration 0047). */
  hidden_note: string | null;
  hidden_by: number | null;
}
export interface CommentVotesTable {
  comment_id: number;
  user_id: number;
  created_at: DefaultedTimestamp;
}
export interface FixProposalsTable {
  spot_id: number;
  user_id: number;
  created_at: DefaultedTimestamp;
}
export interface ReportsTable {
  id: Generated<number>;
  spot_id: number;
  /** null: the report is about the spot itself. */
  comment_id: number | null;
  user_id: number | null;
  reason: string;
  created_at: DefaultedTimestamp;
  resolved_at: Timestamp | null;
}

export interface VotesTable {
  spot_id: number;
  user_id: number;
  created_at: DefaultedTimestamp;
}

export type LocaleTexts = Partial<Record<Locale, string>>;

export interface OrganisationsTable {
  id: Generated<number>;
  slug: string;
  /** Its own name, as official answers and news show it. */
  name: string;
  website: string | null;
  platform: Platform;
  country: string;
  /** 0044: town, partner or sponsor. */
  type: ColumnType<OrganisationType, OrganisationType | undefined, OrganisationType>;
  /** 0044: its name in other languages ({ fr: 'Ville de Zurich' }); JSON text on insert/update. */
  names: ColumnType<LocaleTexts, string | undefined, string>;
  /** 0044: one description per language. */
  descriptions: ColumnType<LocaleTexts, string | undefined, string>;
  logo_photo_id: ColumnType<number | null, number | null | undefined, number | null>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  premium: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type OrganisationAuditAction = 'create' | 'update';

export interface OrganisationAuditTable {
  id: Generated<number>;
  /** No foreign key, like news_audit. */
  organisation_id: number;
  platform: Platform;
  slug: string;
  action: OrganisationAuditAction;
  user_id: number | null;
  at: DefaultedTimestamp;
  changed: string[];
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}

/** An organisation's official-answer template in one language (migration 0049). */
export interface OrganisationAnswerTemplatesTable {
  id: Generated<number>;
  organisation_id: number;
  locale: Locale;
  title: string;
  text: string;
  position: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** An organisation's API key (migration 0055): only the hash of its secret is kept. */
export interface OrganisationApiKeysTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  secret_hash: Buffer;
  prefix: string;
  last_chars: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  last_used_at: ColumnType<Date | null, never, Date | string | null>;
  revoked_at: ColumnType<Date | null, never, Date | string | null>;
}

/** The contact fields an Open311 request came with (migration 0055): never public. */
export interface Open311RequestersTable {
  spot_id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

/** One action of a moderator or administrator (migration 0046); no foreign keys. */
export interface AdminAuditTable {
  id: Generated<number>;
  at: DefaultedTimestamp;
  actor_id: number | null;
  platform: Platform;
  /** Only recordAudit writes it, from the contract's list. */
  action: AuditAction;
  subject_type: AuditSubjectType;
  subject_id: number;
  /** The spot it concerns (a spot, or a comment's spot), for the spot's own log. */
  spot_id: number | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  note: string | null;
}

/** The admin dashboard's counts per platform, country and day (UTC), kept by triggers (migration 0050): read them, never write them. */
export interface DashboardDailyCountsTable {
  platform: Platform;
  country: string;
  day: ColumnType<string, string, string>;
  new_fame: number;
  new_shame: number;
  fixed: number;
  comments: number;
  official_answers: number;
}

/** Page-view analytics (migration 0052): today's salt; written and rotated by domain/analytics/ only. */
export interface AnalyticsSaltsTable {
  day: ColumnType<string, string, string>;
  salt: Buffer;
}

/** Today's visitor keys (HMAC values, nothing else), emptied with the salt. */
export interface AnalyticsVisitorKeysTable {
  day: ColumnType<string, string, string>;
  key: Buffer;
}

/** Page views and visitors per platform, site country ('world'), UTC day, route name and referrer host (''). */
export interface AnalyticsDailyPagesTable {
  platform: Platform;
  country: string;
  day: ColumnType<string, string, string>;
  route: string;
  referrer_host: string;
  views: number;
  visitors: number;
}

/** Page views and visitors per platform, site country ('world') and UTC day: what the dashboard reads. */
export interface AnalyticsDailyTotalsTable {
  platform: Platform;
  country: string;
  day: ColumnType<string, string, string>;
  views: number;
  visitors: number;
}

/** Accounts created per country and day (UTC), kept by triggers (migration 0050). */
export interface DashboardAccountCountsTable {
  country: string;
  day: ColumnType<string, string, string>;
  accounts: number;
}

/** Reports not resolved per platform and country of their spot, kept by triggers (migration 0050). */
export interface DashboardOpenReportsTable {
  platform: Platform;
  country: string;
  open_reports: number;
}

export interface OrganisationStatisticsTable {
  organisation_id: number;
  /** OrganisationStatistics without slug and computedAt; JSON text on insert/update. */
  statistics: ColumnType<unknown, string, string>;
  computed_at: Timestamp;
}

export interface PremiumRequestsTable {
  id: Generated<number>;
  platform: Platform;
  /** null: the worldwide site. */
  country: string | null;
  locale: Locale;
  organisation_name: string;
  contact_name: string;
  email: string;
  message: string;
  created_at: DefaultedTimestamp;
}

export interface OrganisationRegionsTable {
  organisation_id: number;
  region_id: number;
}

export interface OfficialAnswersTable {
  id: Generated<number>;
  spot_id: number;
  organisation_id: number;
  status: OfficialAnswerStatus;
  text: string;
  created_at: DefaultedTimestamp;
  /** The organisation member who wrote it. */
  user_id: number | null;
  /** For status 'planned': when the work is expected (a date, no time). */
  planned_for: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A content page of a platform in one language (migration 0041); its text is in its revisions. */
export interface ContentPagesTable {
  id: Generated<number>;
  platform: Platform;
  /** A page name of the contract's CONTENT_PAGES. */
  page: string;
  locale: Locale;
  created_at: DefaultedTimestamp;
}

/** One save of a content page; the newest (highest id) is the current text. Placeholders unfilled. */
export interface ContentPageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  description: string;
  body_markdown: string;
  /** null: written by the seed. */
  author_id: number | null;
  created_at: DefaultedTimestamp;
}

/** A newsletter subscription waiting for its confirmation link (double opt-in). */
export interface NewsletterRequestsTable {
  id: Generated<number>;
  platform: Platform;
  /** Two-letter code or 'world'. */
  country: string;
  locale: Locale;
  /** Lower case. */
  email: string;
  consent_text_version: string;
  /** SHA-256 (hex) of the confirmation link's token. */
  token_hash: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

/** A confirmed subscription; unsubscribed_at set: ended, kept as the record of consent. */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  platform: Platform;
  country: string;
  locale: Locale;
  email: string;
  consent_text_version: string;
  /** When the subscription was asked for (the request's time). */
  requested_at: Timestamp;
  /** When the confirmation link was followed: the time of consent. */
  confirmed_at: Timestamp;
  /** Random; the unsubscribe token is it plus its HMAC (domain/newsletter/unsubscribe-token.ts). */
  unsubscribe_nonce: string;
  unsubscribed_at: Timestamp | null;
}

/** Stored status: a published article whose published_at lies ahead reads as 'scheduled'. */
export type StoredNewsStatus = 'draft' | 'published';

export interface NewsArticlesTable {
  id: Generated<number>;
  platform: Platform;
  /** null: every country of the platform. */
  country: string | null;
  slug: string;
  status: StoredNewsStatus;
  published_at: Timestamp | null;
  organisation_id: number | null;
  author_id: number | null;
  cover_photo_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface NewsTranslationsTable {
  article_id: number;
  locale: Locale;
  title: string;
  lead: string;
  /** Markdown as written; rendered and sanitised when read. */
  body: string;
}

export type NewsAuditAction = 'create' | 'update' | 'delete';

export interface NewsAuditTable {
  id: Generated<number>;
  /** No foreign key: the trail of a deleted article stays. */
  article_id: number;
  platform: Platform;
  slug: string;
  action: NewsAuditAction;
  user_id: number | null;
  at: DefaultedTimestamp;
  changed: string[];
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}

export interface DB {
  users: UsersTable;
  categories: CategoriesTable;
  regions: RegionsTable;
  region_shapes: RegionShapesTable;
  spots: SpotsTable;
  spot_cells: SpotCellsTable;
  spot_categories: SpotCategoriesTable;
  spot_regions: SpotRegionsTable;
  photos: PhotosTable;
  comments: CommentsTable;
  votes: VotesTable;
  comment_votes: CommentVotesTable;
  fix_proposals: FixProposalsTable;
  reports: ReportsTable;
  organisations: OrganisationsTable;
  organisation_regions: OrganisationRegionsTable;
  official_answers: OfficialAnswersTable;
  organisation_members: OrganisationMembersTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  one_time_tokens: OneTimeTokensTable;
  email_outbox: EmailOutboxTable;
  organisation_alert_deliveries: OrganisationAlertDeliveriesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  identities: IdentitiesTable;
  content_pages: ContentPagesTable;
  content_page_revisions: ContentPageRevisionsTable;
  newsletter_requests: NewsletterRequestsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  news_articles: NewsArticlesTable;
  news_translations: NewsTranslationsTable;
  news_audit: NewsAuditTable;
  organisation_audit: OrganisationAuditTable;
  admin_audit: AdminAuditTable;
  organisation_answer_templates: OrganisationAnswerTemplatesTable;
  organisation_api_keys: OrganisationApiKeysTable;
  open311_requesters: Open311RequestersTable;
  dashboard_daily_counts: DashboardDailyCountsTable;
  dashboard_account_counts: DashboardAccountCountsTable;
  dashboard_open_reports: DashboardOpenReportsTable;
  organisation_statistics: OrganisationStatisticsTable;
  premium_requests: PremiumRequestsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visitor_keys: AnalyticsVisitorKeysTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  analytics_daily_totals: AnalyticsDailyTotalsTable;
}
