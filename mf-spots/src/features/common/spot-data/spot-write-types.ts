// What the spot pages read of docs/spots-write-api.md: the shared spot types, and the viewer's
// state and powers for someone signed out.
import type { SpotViewer } from '@moveable/shared';

export { OFFICIAL_ANSWER_STATUSES } from '@moveable/shared';
export type { OfficialAnswer, OfficialAnswerStatus, Photo, SpotDetail } from '@moveable/shared';

export type AnsweringOrganisation = SpotViewer['can']['answerAs'][number];
export type { SpotViewer };

/** The viewer of someone who is not signed in: may do nothing, has done nothing. */
export const ANONYMOUS_VIEWER: SpotViewer = {
  voted: false,
  proposedFix: false,
  votedCommentIds: [],
  reportedSpot: false,
  reportedCommentIds: [],
  can: { edit: false, delete: false, delayArchive: false, markFixed: false, moderate: false, report: false, answerAs: [] },
};
