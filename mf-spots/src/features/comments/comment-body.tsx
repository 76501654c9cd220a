// A comment's text: a placeholder when moderation hid it, except for its author, who still reads
// it with the moderators' note (the API sends both only to them); otherwise plain text made HTML
// only by the shared linkify (escape, link addresses, sanitise; the links once the sanitiser has
// loaded), and "(edited)" when it was changed.
import { useLinkified } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import type { Comment } from '@moveable/contract';

export function CommentBody({ comment }: { comment: Comment }) {
  const { t } = useSpotsTranslation();
  const own = comment.hidden && comment.hiddenNote !== undefined;
  const html = useLinkified(comment.hidden && !own ? '' : comment.body);
  if (comment.hidden && !own) return <p className="mv-comment__hidden">{t('comments.hidden')}</p>;
  return (
    <div className="mv-comment__body">
      {own && (
        <div className="mv-comment__hidden mv-moderation-note" role="note">
          <p>{t('comments.hiddenOwn')}</p>
          {comment.hiddenNote && (
            <p>
              <strong>{t('comments.moderatorNote')}</strong> {comment.hiddenNote}
            </p>
          )}
        </div>
      )}
      {/* linkify escapes the text and sanitises the result (spec §5): the only HTML we inject */}
      <div className="mv-prose" dangerouslySetInnerHTML={{ __html: html }} />
      {comment.editedAt && (
        <p className="mv-comment__edited">
          <time dateTime={comment.editedAt}>{t('comments.edited')}</time>
        </p>
      )}
    </div>
  );
}
