// The fixed, ordered list of migrations. Kysely's Migrator runs them by name in this order;
// never rename (the keys below are the names recorded in each database) or edit one that has
// shipped: add a new file instead.
import * as m0001 from './0001-extensions.ts';
import * as m0002 from './0002-people-and-places.ts';
import * as m0003 from './0003-spots.ts';
import * as m0004 from './0004-photos-and-interactions.ts';
import * as m0005 from './0005-region-assignment.ts';
import * as m0006 from './0006-accounts.ts';
import * as m0020 from './0020-spot-list-columns.ts';
import * as m0021 from './0021-map-cells.ts';
import * as m0022 from './0022-map-cells-zoom-16.ts';
import * as m0023 from './0023-map-cells-place.ts';
import * as m0030 from './0030-spot-writes.ts';
import * as m0031 from './0031-cover-photo-variants.ts';
import * as m0032 from './0032-spots-by-author.ts';
import * as m0040 from './0040-session-revocations.ts';
import * as m0041 from './0041-content-pages-and-newsletter.ts';
import * as m0042 from './0042-news.ts';
import * as m0043 from './0043-spot-json-and-date-walk.ts';
import * as m0044 from './0044-organisation-profiles.ts';
import * as m0045 from './0045-refresh-rotation.ts';
import * as m0046 from './0046-admin-audit.ts';
import * as m0047 from './0047-moderation.ts';
import * as m0048 from './0048-email-admin-and-alerts.ts';
import * as m0049 from './0049-answer-templates.ts';
import * as m0050 from './0050-dashboard-daily-counts.ts';
import * as m0051 from './0051-admin-geo.ts';
import * as m0052 from './0052-page-view-analytics.ts';
import * as m0053 from './0053-category-icons-in-spots.ts';
import * as m0054 from './0054-spot-drafts.ts';
import * as m0055 from './0055-organisation-api-keys.ts';
import * as m0056 from './0056-organisation-webhooks.ts';

export const migrations: Record<string, { statements: string[] }> = {
  '0001_extensions': m0001,
  '0002_people_and_places': m0002,
  '0003_spots': m0003,
  '0004_photos_and_interactions': m0004,
  '0005_region_assignment': m0005,
  '0006_accounts': m0006,
  '0020_spot_list_columns': m0020,
  '0021_map_cells': m0021,
  '0022_map_cells_zoom_16': m0022,
  '0023_map_cells_place': m0023,
  '0030_spot_writes': m0030,
  '0031_cover_photo_variants': m0031,
  '0032_spots_by_author': m0032,
  '0040_session_revocations': m0040,
  '0041_content_pages_and_newsletter': m0041,
  '0042_news': m0042,
  '0043_spot_json_and_date_walk': m0043,
  '0044_organisation_profiles': m0044,
  '0045_refresh_rotation': m0045,
  '0046_admin_audit': m0046,
  '0047_moderation': m0047,
  '0048_email_admin_and_alerts': m0048,
  '0049_answer_templates': m0049,
  '0050_dashboard_daily_counts': m0050,
  '0051_admin_geo': m0051,
  '0052_page_view_analytics': m0052,
  '0053_category_icons_in_spots': m0053,
  '0054_spot_drafts': m0054,
  '0055_organisation_api_keys': m0055,
  '0056_organisation_webhooks': m0056,
};
