// Sends this person's waiting drafts one after the other, oldest first. Tabs take turns through
// a Web Lock: two tabs coming back online at once do not send the same draft side by side (the
// server's draftId would keep it one spot anyway; the lock saves the second upload of photos).
import type { PageContext } from '@moveable/shared';
import type { SpotDraft } from './draft.ts';
import { draftsOf } from './draft-store.ts';
import { sendDraft, type DraftOutcome } from './send-draft.ts';

export interface DraftResult {
  draft: SpotDraft;
  outcome: DraftOutcome;
}

const LOCK = 'moveable:send-spot-drafts';

function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK, run) : run();
}

/** Drafts with a problem wait for their author; the first draft that cannot go yet stops the round. */
export function sendWaitingDrafts(userId: number, context: PageContext): Promise<DraftResult[]> {
  return oneAtATime(async () => {
    const results: DraftResult[] = [];
    for (const draft of await draftsOf(userId)) {
      if (draft.problem) continue;
      const outcome = await sendDraft(draft, context);
      results.push({ draft, outcome });
      if (outcome.kind === 'waiting') break;
    }
    return results;
  });
}
