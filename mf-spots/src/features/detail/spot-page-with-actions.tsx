// The detail page put together: the spot, what the person looking may do with it (the viewer
// answer, asked once here and handed down), the official answer form and the discussion, all
// sharing one live region for what their actions did.
import { Announcer } from './announcer.tsx';
import { OfficialAnswerForm } from './official-answer-form.tsx';
import { SpotActions } from './spot-actions.tsx';
import { SpotDetailView } from './spot-detail-view.tsx';
import type { SpotDetail } from './spot-write-types.ts';
import { useViewer } from './use-viewer.ts';
import { CommentsSection } from '../comments/comments-section.tsx';

export function SpotPageWithActions({ spot }: { spot: SpotDetail }) {
  const viewerState = useViewer(spot.id);
  const personal = viewerState.signedIn ? viewerState.viewer : undefined;
  const answerAs = personal?.can.answerAs ?? [];
  return (
    <Announcer>
      <SpotDetailView
        spot={spot}
        actions={<SpotActions spot={spot} viewerState={viewerState} />}
        answerForm={answerAs.length > 0 ? <OfficialAnswerForm spotId={spot.id} organisations={answerAs} /> : null}
        comments={<CommentsSection spotId={spot.id} viewer={personal} />}
      />
    </Announcer>
  );
}
