// "Comment" among the primary actions: the discussion is further down the page (its own feature,
// features/comments), so the button takes the person to its text field and puts the cursor
// there. The field is found by the id the page gave both (spot-page-with-actions.tsx).
import { CommentsIcon } from '../../common/icons.tsx';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';

export function CommentAction({ spot, fieldId }: { spot: SpotDetail; fieldId: string }) {
  const { t } = useSpotsTranslation();
  return (
    <div className="mv-action mv-action--comment">
      <p className="mv-action__count">{t('card.comments', { count: spot.comments })}</p>
      <button
        type="button"
        className="ms-button ms-button--bright"
        aria-controls={fieldId}
        onClick={(e) => {
          // The page's document, or the shadow root when the page is inside one.
          const root = e.currentTarget.getRootNode() as Document | ShadowRoot;
          // Focus scrolls the field into view.
          root.getElementById(fieldId)?.focus();
        }}
      >
        <CommentsIcon />
        <span>{t('actions.comment')}</span>
      </button>
    </div>
  );
}
