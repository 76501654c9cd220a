// The detail page put together: the spot, what the person looking may do with it (the viewer
// answer, asked once here and handed down to the actions, whose menu holds the secondary ones), the
// official answer form and the discussion, all sharing one live region for what their actions
// did. The discussion is a feature of its own (features/comments): the route passes it in.
import { useId, type ReactNode } from 'react';
import { Announcer } from '../common/actions/announcer.tsx';
import { OfficialAnswerForm } from './official-answer/official-answer-form.tsx';
import { SpotActions } from './spot-actions/spot-actions.tsx';
import { SpotDetailView } from './spot-detail-view.tsx';
import type { SpotDetail, SpotViewer } from '../common/spot-data/spot-write-types.ts';
import { useViewer } from './use-viewer.ts';

export interface CommentsSlot {
  /** The id the discussion gives its text field, so that "Comment" can take people there. */
  writeFieldId: string;
}

/** The spot's discussion, for the person looking (undefined when signed out or not known yet). */
export type RenderComments = (spotId: number, viewer: SpotViewer | undefined, slot: CommentsSlot) => ReactNode;

export function SpotPageWithActions({ spot, renderComments }: { spot: SpotDetail; renderComments: RenderComments }) {
  const viewerState = useViewer(spot.id);
  const writeFieldId = `${useId()}-comment`;
  const personal = viewerState.signedIn ? viewerState.viewer : undefined;
  const answerAs = personal?.can.answerAs ?? [];
  return (
    <Announcer>
      <SpotDetailView
        spot={spot}
        actions={<SpotActions spot={spot} viewerState={viewerState} commentFieldId={writeFieldId} />}
        answerForm={answerAs.length > 0 ? <OfficialAnswerForm spotId={spot.id} organisations={answerAs} /> : null}
        comments={renderComments(spot.id, personal, { writeFieldId })}
      />
    </Announcer>
  );
}
