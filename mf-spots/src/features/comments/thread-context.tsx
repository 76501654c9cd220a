// What every comment of a thread needs: who is looking, the thread's writes (one set of
// mutations for the whole thread, not one per comment) and where focus should go next.
import { createContext, useContext } from 'react';
import type { SpotViewer } from '../common/spot-data/spot-write-types.ts';
import type { usePostComment } from './use-post-comment.ts';
import type { useEditComment } from './use-edit-comment.ts';
import type { useDeleteComment } from './use-delete-comment.ts';
import type { useVoteComment } from './use-vote-comment.ts';
import type { useReportComment } from './use-report-comment.ts';

export interface ThreadContextValue {
  userId: number | null;
  viewer: SpotViewer | undefined;
  post: ReturnType<typeof usePostComment>;
  edit: ReturnType<typeof useEditComment>;
  remove: ReturnType<typeof useDeleteComment>;
  vote: ReturnType<typeof useVoteComment>;
  report: ReturnType<typeof useReportComment>;
  /** The comment that should take focus when it renders (a reply just sent). */
  focusId: number | null;
  requestFocus: (id: number | null) => void;
  /** After a deletion: focus the thread's heading. */
  focusHeading: () => void;
}

export const ThreadContext = createContext<ThreadContextValue | null>(null);

export function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error('useThread outside a comment thread');
  return value;
}
