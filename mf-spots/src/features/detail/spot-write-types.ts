// What the detail page reads of docs/spots-write-api.md beyond the shared spot types: the
// viewer's state and powers. (The spot's own write-side fields are in @moveable/shared.)
import type { OfficialAnswer, OfficialAnswerStatus, Photo, SpotDetail } from '@moveable/shared';

export { OFFICIAL_ANSWER_STATUSES as ANSWER_STATUSES } from '@moveable/shared';
export type AnswerStatus = OfficialAnswerStatus;
export type OfficialAnswerFull = OfficialAnswer;
export type PhotoFull = Photo;
export type SpotDetailFull = SpotDetail;

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
