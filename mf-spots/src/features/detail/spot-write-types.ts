// The answers of docs/spots-write-api.md that the detail page reads. SpotDetail in
// @moveable/shared predates the write side; the fields it gained are added here (optional where
// an older API might leave them out, so the page never breaks on a missing field).
import type { OfficialAnswer, Photo, SpotDetail } from '@moveable/shared';

export const ANSWER_STATUSES = ['acknowledged', 'planned', 'in_progress', 'fixed', 'rejected'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export interface OfficialAnswerFull extends OfficialAnswer {
  plannedFor?: string | null;
}

export interface PhotoFull extends Photo {
  srcset?: string | null;
}

export interface SpotDetailFull extends Omit<SpotDetail, 'officialAnswer' | 'photos'> {
  archiveAt?: string | null;
  fixProposals?: number;
  fixProposalsNeeded?: number;
  officialAnswer: OfficialAnswerFull | null;
  photos: PhotoFull[];
}

export interface AnsweringOrganisation {
  id: number;
  slug: string;
  name: string;
}

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
    moderate: boolean;
    answerAs: AnsweringOrganisation[];
  };
}

/** The viewer of someone who is not signed in: may do nothing, has done nothing. */
export const ANONYMOUS_VIEWER: SpotViewer = {
  voted: false,
  proposedFix: false,
  votedCommentIds: [],
  reportedSpot: false,
  reportedCommentIds: [],
  can: { edit: false, delete: false, delayArchive: false, markFixed: false, moderate: false, answerAs: [] },
};

/** Three distinct proposals fix a shame spot (domain notes). */
export const DEFAULT_FIX_PROPOSALS_NEEDED = 3;
