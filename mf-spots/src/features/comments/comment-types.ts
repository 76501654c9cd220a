// The Comment of docs/spots-write-api.md.
export interface Comment {
  id: number;
  spotId: number;
  parentId: number | null;
  /** Plain text: reaches the DOM as HTML only through the shared linkify. '' when hidden. */
  body: string;
  /** Hidden by moderation: the thread shows a placeholder. */
  hidden: boolean;
  author: { id: number; username: string } | null;
  createdAt: string;
  editedAt: string | null;
  votes: number;
  /** Replies, oldest first (top-level comments only; [] on replies). */
  replies: Comment[];
}

export interface CommentList {
  items: Comment[];
}

/** The body limit of the API: the form says so before the server has to. */
export const MAX_COMMENT_LENGTH = 2000;
