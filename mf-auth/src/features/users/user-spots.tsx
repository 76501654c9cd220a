// The spots on a public profile: a plain list of links (title, fame or shame, the day it was
// added, "archived" where it is), 24 first and 12 more per "show more". mf-auth does not import
// mf-spots, so this is its own small list built from shared pieces, not the spot cards. After
// "show more", focus moves to the first new spot, so keyboard users go on where the new ones start.
import { useEffect, useId, useRef } from 'react';
import { ErrorScreen, Link, Spinner, spotPath, usePageContext } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { useUserSpots } from './use-user-spots.ts';

export function UserSpots({ nameOrOldId, name, count }: { nameOrOldId: string; name: string; count: number }) {
  const { t } = useAuthTranslation();
  const { locale } = usePageContext();
  const headingId = useId();
  const spots = useUserSpots(nameOrOldId);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = spots;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a')[index]?.focus();
  }, [items.length]);

  function showMore() {
    if (isFetchingNextPage) return; // aria-disabled, not disabled: the button keeps focus meanwhile
    focusIndex.current = items.length;
    void fetchNextPage();
  }

  return (
    <section className="mv-auth-user-spots" aria-labelledby={headingId} aria-busy={isPending || isFetchingNextPage}>
      <h2 id={headingId}>{t('users.spotsOf', { name })}</h2>
      {count === 0 && <p>{t('users.noSpots')}</p>}
      {count > 0 && isPending && <Spinner size="sm" label={t('users.spotsLoading')} />}
      {isError && !data && <ErrorScreen error={error} message={t('users.spotsError')} headingLevel={3} size="small" onRetry={() => refetch()} />}
      {items.length > 0 && (
        <>
          <p className="mv-auth-user-spots__status" role="status">
            {hasNextPage ? t('users.spotsShown', { count: items.length, total: count }) : t('users.spotsAllShown', { count: items.length })}
          </p>
          <ul className="mv-auth-user-spots__list" ref={listRef}>
            {items.map((spot) => (
              <li key={spot.id} className="mv-auth-user-spots__item">
                <Link to={spotPath(spot.id)} className="mv-auth-user-spots__title">
                  {spot.title}
                </Link>
                <span className={`mv-auth-user-spots__kind mv-auth-user-spots__kind--${spot.famed ? 'fame' : 'shame'}`}>
                  {t(spot.famed ? 'users.fame' : 'users.shame')}
                </span>
                <time dateTime={spot.createdAt}>{day.format(new Date(spot.createdAt))}</time>
                {spot.archived && <span className="mv-auth-user-spots__archived">{t('users.archived')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {isFetchNextPageError && (
        <p className="mv-auth-form__alert" role="alert">
          {t('users.spotsError')}
        </p>
      )}
      {hasNextPage && (
        <p>
          <button type="button" className="ms-button ms-button--white" aria-disabled={isFetchingNextPage || undefined} onClick={showMore}>
            {isFetchingNextPage ? t('users.loadingMore') : t('users.showMore')}
          </button>
        </p>
      )}
    </section>
  );
}
