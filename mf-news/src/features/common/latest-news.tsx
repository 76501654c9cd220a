// The newest articles under a heading, as a section of cards: on the home (mf-news's part of the
// composed page) and in <moveable-news>. While they load, skeleton cards of the same shape hold
// their place (data-page-loading keeps the shell's footer back, shell/README.md); an empty list
// and a failed request each say so in words, the failure with "try again".
import { useId } from 'react';
import { ErrorScreen, Link } from '@moveable/shared';
import { NewsCard, NewsCardSkeletons } from './news-card.tsx';
import { useLatestNews } from './use-latest-news.ts';

export interface LatestNewsTexts {
  title: string;
  loading: string;
  empty: string;
  error: string;
  more: string;
}

export function LatestNews({
  organisation,
  limit,
  texts,
  moreTo,
  className,
}: {
  organisation?: string;
  limit: number;
  /** The section's words, already translated (the home's and the element's differ). */
  texts: (organisationName: string | undefined) => LatestNewsTexts;
  /** Where "all news" leads. */
  moreTo: string;
  className: string;
}) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch } = useLatestNews({ organisation, limit });
  const words = texts(data?.find((item) => item.organisation?.slug === organisation)?.organisation?.name);
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={isPending} data-page-loading={isPending || undefined}>
      <h2 id={headingId}>{words.title}</h2>
      {isPending && (
        <>
          <p className="ms-visually-hidden" role="status">
            {words.loading}
          </p>
          <NewsCardSkeletons count={Math.min(limit, 3)} />
        </>
      )}
      {isError && <ErrorScreen error={error} message={words.error} headingLevel={3} size="small" onRetry={() => refetch()} />}
      {data && data.length === 0 && <p className="mv-news-latest__empty">{words.empty}</p>}
      {data && data.length > 0 && (
        <ul className="ms-card-grid mv-news-grid" aria-labelledby={headingId}>
          {data.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {data && data.length > 0 && (
        <p className="mv-news-latest__more">
          <Link to={moreTo} className="ms-button ms-button--white">
            {words.more}
          </Link>
        </p>
      )}
    </section>
  );
}
