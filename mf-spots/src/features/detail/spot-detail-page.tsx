// /spots/{id}: loads the spot, then shows it with everything a person can do with it.
import { ApiError, ErrorScreen, useDocumentTitle } from '@moveable/shared';
import { useSpot } from '../common/spot-data/use-spot.ts';
import { parseSpotId } from '../common/ids.ts';
import { NotFound } from '../common/not-found.tsx';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { SpotPageWithActions, type RenderComments } from './spot-page-with-actions.tsx';
import { SpotDetailSkeleton } from './spot-detail-skeleton.tsx';

export function SpotDetailPage({ id: rawId, renderComments }: { id: string | undefined; renderComments: RenderComments }) {
  const { t } = useSpotsTranslation();
  const id = parseSpotId(rawId);
  const { data, isPending, isError, error, refetch } = useSpot(id);
  useDocumentTitle(data?.title);
  if (id === null || (error instanceof ApiError && error.statusCode === 404)) return <NotFound />;
  if (isError) return <ErrorScreen error={error} message={t('detail.error')} headingLevel={1} size="medium" onRetry={() => refetch()} />;
  if (isPending) return <SpotDetailSkeleton label={t('detail.loading')} />;
  return <SpotPageWithActions spot={data} renderComments={renderComments} />;
}
