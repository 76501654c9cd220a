// /spots/{id}: loads the spot, then shows it with everything a person can do with it. A spot merged
// into another comes back as the kept one (the API redirects): the address becomes the kept
// spot's, replacing the old one in history (Back must not bounce). A spot the moderators hid comes
// back only to its author: its page then says so, with their note, and offers no actions.
import { useEffect } from 'react';
import { ApiError, ErrorScreen, navigate, spotPath, useDocumentTitle, useLocation } from '@moveable/shared';
import { useSpot } from '../common/spot-data/use-spot.ts';
import { parseSpotId } from '../common/ids.ts';
import { NotFound } from '../common/not-found.tsx';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { SpotPageWithActions, type RenderComments } from './spot-page-with-actions.tsx';
import { SpotDetailSkeleton } from './spot-detail-skeleton.tsx';
import { SpotDetailView } from './spot-detail-view.tsx';
import { HiddenSpotNotice } from './hidden-spot-notice.tsx';

export function SpotDetailPage({ id: rawId, renderComments }: { id: string | undefined; renderComments: RenderComments }) {
  const { t } = useSpotsTranslation();
  const id = parseSpotId(rawId);
  const { data, isPending, isError, error, refetch } = useSpot(id);
  const { search, hash } = useLocation();
  const keptId = data && id !== null && data.id !== id ? data.id : null;
  useEffect(() => {
    if (keptId !== null) navigate(`${spotPath(keptId)}${search}${hash}`, { replace: true });
  }, [keptId, search, hash]);
  useDocumentTitle(data?.title);
  if (id === null || (error instanceof ApiError && error.statusCode === 404)) return <NotFound />;
  if (isError) return <ErrorScreen error={error} message={t('detail.error')} headingLevel={1} size="medium" onRetry={() => refetch()} />;
  if (isPending || keptId !== null) return <SpotDetailSkeleton label={t('detail.loading')} />;
  if (data.hidden) return <SpotDetailView spot={data} actions={<HiddenSpotNotice hidden={data.hidden} />} />;
  return <SpotPageWithActions spot={data} renderComments={renderComments} />;
}
