// The spot API's JSON shapes, as the API answers them. Shared because the list, the detail, the
// map and partner embeds all read the same answers (and share the query cache).
import type { Locale } from '../rules/index.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Address {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

export interface Photo {
  id: number;
  /** Relative to the API origin ("/api/photos/<id>"): resolve with photoUrl() so embeds work. */
  url: string;
  width: number;
  height: number;
  /** The photo shows the fix of a shame spot. */
  showsFix: boolean;
  /** "<url> 480w, …" for uploaded photos (WebP in three sizes); null for single-file ones. */
  srcset: string | null;
}

export interface SpotSummary {
  id: number;
  /** The 17-character id of the predecessor site (old /entries/{oldId} links), if any. */
  legacyId: string | null;
  platform: string;
  country: string;
  title: string;
  /** true = fame (a good place), false = shame (a bad one). */
  famed: boolean;
  fixed: boolean;
  archived: boolean;
  hasOfficialAnswer: boolean;
  location: LatLng;
  address: Address;
  categoryIds: number[];
  regionIds: number[];
  coverPhoto: Photo | null;
  votes: number;
  comments: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Metres from `near`, only when the list was asked for by distance. */
  distance?: number;
}

export interface Category {
  id: number;
  slug: string;
  /** In the request's language (accept-language). */
  label: string;
  labels: Record<Locale, string>;
  /** Temporary categories (snow, construction) archive their spots after a month. */
  temporary: boolean;
}

export interface RegionRef {
  id: number;
  slug: string;
  name: string;
}

export interface Region extends RegionRef {
  country: string;
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
}

export const OFFICIAL_ANSWER_STATUSES = ['acknowledged', 'planned', 'in_progress', 'fixed', 'rejected'] as const;
/** Shown as received, planned, in progress, done, not planned. */
export type OfficialAnswerStatus = (typeof OFFICIAL_ANSWER_STATUSES)[number];

export interface OfficialAnswer {
  organisation: { slug: string; name: string };
  status: OfficialAnswerStatus;
  text: string;
  createdAt: string;
  /** With status planned: when the work is expected (YYYY-MM-DD). */
  plannedFor: string | null;
}

export interface SpotAuthor {
  id: number;
  username: string;
}

export interface SpotDetail extends SpotSummary {
  /** Plain text: escape it, or turn it into HTML only through the shared linkify. */
  description: string;
  photos: Photo[];
  categories: Category[];
  regions: RegionRef[];
  author: SpotAuthor | null;
  officialAnswer: OfficialAnswer | null;
  /** When a spot with a temporary category archives; null: never. */
  archiveAt: string | null;
  /** Distinct "fixed" proposals so far, and how many fix a shame spot. */
  fixProposals: number;
  fixProposalsNeeded: number;
}

export interface Organisation {
  slug: string;
  name: string;
  website: string | null;
  platform: string;
  country: string;
  regionIds: number[];
  bbox: [number, number, number, number] | null;
}

/** One keyset page of GET /api/spots. */
export interface SpotPage {
  items: SpotSummary[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ItemList<T> {
  items: T[];
}

/** GET /api/spots/:id/viewer: what the signed-in person has done to a spot and may do with it. */
export interface SpotViewer {
  voted: boolean;
  proposedFix: boolean;
  votedCommentIds: number[];
  reportedSpot: boolean;
  reportedCommentIds: number[];
  can: {
    edit: boolean;
    delete: boolean;
    delayArchive: boolean;
    markFixed: boolean;
    /** Moderators and admins: delete any comment. */
    moderate: boolean;
    /** The organisations this person may answer officially for. */
    answerAs: { id: number; slug: string; name: string }[];
  };
}
