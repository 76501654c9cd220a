// Route 'spots-id' (/spots/{id}): the spot with what people can do with it, and its discussion.
// Features never import each other: the discussion comes into the detail page's slot here.
import { loadSanitizer, type RouteParams } from '@moveable/shared';
import { SpotDetailPage } from '../features/detail/spot-detail-page.tsx';
import { CommentsSection } from '../features/comments/comments-section.tsx';

export { spotPageCss as css } from '../styles/spot-page.ts';

// The description and the comments are user text with links: the sanitiser loads with the page,
// beside the spot's data, so the links are usually there with the first frame of the text.
void loadSanitizer().catch(() => undefined); // useLinkified tries again and reports

export function Page({ params }: { params: RouteParams }) {
  return (
    <SpotDetailPage
      id={params.id}
      renderComments={(spotId, viewer, { writeFieldId }) => <CommentsSection spotId={spotId} viewer={viewer} writeFieldId={writeFieldId} />}
    />
  );
}
