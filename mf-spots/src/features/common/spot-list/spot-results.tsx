// A paged list of spots with "show more". The count is announced politely, and after "show more"
// focus moves to the first new spot, so keyboard users continue where the new content starts.
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorScreen, isDefaultFilters, type SpotFilters } from '@moveable/shared';
import { useSpots } from './use-spots.ts';
import { SpotCard, type HeadingLevel } from './spot-card.tsx';
import { SpotCardSkeletons } from './spot-card-skeleton.tsx';
import type { SpotListScope } from '../spot-data/spot-keys.ts';
import { useSpotsTranslation } from '../use-spots-translation.ts';

export interface SpotResultsProps {
  filters: SpotFilters;
  extra?: SpotListScope;
  /** Offered in the empty state when filters are set. */
  onResetFilters?: () => void;
  /** Id of the heading that names the list. */
  labelledBy?: string;
  cardHeadingLevel?: HeadingLevel;
  /** Skeleton cards while the first page loads: enough to fill the first screen. */
  skeletonCount?: number;
}

export function SpotResults({ filters, extra, onResetFilters, labelledBy, cardHeadingLevel = 3, skeletonCount = 8 }: SpotResultsProps) {
  const { t } = useSpotsTranslation();
  const query = useSpots(filters, extra);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.ms-card__link')[index]?.focus();
  }, [items.length]);

  function showMore() {
    if (isFetchingNextPage) return; // aria-disabled, not disabled: the button keeps focus meanwhile
    focusIndex.current = items.length;
    void fetchNextPage();
  }

  let status: ReactNode = '';
  if (isPending) status = t('list.loading');
  else if (items.length > 0) status = hasNextPage ? t('list.shown', { count: items.length }) : t('list.allShown', { count: items.length });

  return (
    // data-page-loading: until the first page is in, the shell's footer waits (shell.css)
    <div className="mv-spot-results" aria-busy={isPending || isPlaceholderData || isFetchingNextPage} data-page-loading={isPending || undefined}>
      <p className="mv-spot-results__status" role="status">
        {status}
      </p>
      {isPending && <SpotCardSkeletons count={skeletonCount} /> /* the status line above says it */}
      {isError && !data && <ErrorScreen error={error} message={t('list.error')} headingLevel={3} size="small" onRetry={() => refetch()} />}
      {data && items.length === 0 && (
        <div className="mv-spot-results__empty">
          <p>{isDefaultFilters(filters) ? t('list.emptyAll') : t('list.empty')}</p>
          {onResetFilters && !isDefaultFilters(filters) && (
            <button type="button" className="ms-button ms-button--white" onClick={onResetFilters}>
              {t('list.resetFilters')}
            </button>
          )}
        </div>
      )}
      {items.length > 0 && (
        <ul className="mv-spot-grid" ref={listRef} aria-labelledby={labelledBy}>
          {items.map((spot, index) => (
            <li key={spot.id}>
              <SpotCard spot={spot} headingLevel={cardHeadingLevel} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {isFetchNextPageError && (
        <p className="mv-spot-results__error" role="alert">
          {t('list.error')}
        </p>
      )}
      {hasNextPage && (
        <div className="mv-spot-results__more">
          <button type="button" className="ms-button ms-button--bright" aria-disabled={isFetchingNextPage} onClick={showMore}>
            {isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
