// /entries/{oldId} → /spots/{id}, replacing the old URL in history (Back must not bounce).
import { useEffect } from 'react';
import { ApiError, ErrorScreen, Spinner, navigate, spotPath } from '@moveable/shared';
import { useLegacySpot } from './use-legacy-spot.ts';
import { isLegacyId } from '../common/ids.ts';
import { NotFound } from '../common/not-found.tsx';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function LegacyRedirect({ oldId }: { oldId: string | undefined }) {
  const { t } = useSpotsTranslation();
  const { data, error, isError, refetch } = useLegacySpot(oldId);
  const target = data ? spotPath(data.id) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
  if (!isLegacyId(oldId) || (error instanceof ApiError && error.statusCode === 404)) return <NotFound />;
  if (isError) return <ErrorScreen error={error} message={t('detail.error')} headingLevel={1} size="medium" onRetry={() => refetch()} />;
  return (
    <div className="mv-spots mv-page-loading">
      <Spinner size="lg" label={t('legacy.loading')} />
    </div>
  );
}
