// The detail page put together: the spot, what the person looking may do with it (the viewer
// answer, asked once here and handed down), the official answer form and the discussion, all
// sharing one live region for what their actions did. The discussion is a feature of its own
// (features/comments): the route passes it in.
import type { ReactNode } from 'react';
import { Announcer } from '../common/actions/announcer.tsx';
import { OfficialAnswerForm } from './official-answer/official-answer-form.tsx';
import { SpotActions } from './spot-actions/spot-actions.tsx';
import { SpotDetailView } from './spot-detail-view.tsx';
import type { SpotDetail, SpotViewer } from '../common/spot-data/spot-write-types.ts';
import { useViewer } from './use-viewer.ts';

/** The spot's discussion, for the person looking (undefined when signed out or not known yet). */
export type RenderComments = (spotId: number, viewer: SpotViewer | undefined) => ReactNode;

export function SpotPageWithActions({ spot, renderComments }: { spot: SpotDetail; renderComments: RenderComments }) {
  const viewerState = useViewer(spot.id);
  const personal = viewerState.signedIn ? viewerState.viewer : undefined;
  const answerAs = personal?.can.answerAs ?? [];
  return (
    <Announcer>
      <SpotDetailView
        spot={spot}
        actions={<SpotActions spot={spot} viewerState={viewerState} />}
        answerForm={answerAs.length > 0 ? <OfficialAnswerForm spotId={spot.id} organisations={answerAs} /> : null}
        comments={renderComments(spot.id, personal)}
      />
    </Announcer>
  );
}
