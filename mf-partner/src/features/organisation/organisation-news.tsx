// The organisation's newest articles, when it has any (none: no section at all), each a link to
// /news/{slug}, and the link to all of them (/news?organisation=, which the news list reads).
import { useId } from 'react';
import { Link, usePageContext } from '@moveable/shared';
import type { Organisation } from '@moveable/contract';
import { formatDay } from './format.ts';
import { useOrganisationNews } from './use-organisation-news.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export function OrganisationNews({ organisation }: { organisation: Organisation }) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const headingId = useId();
  const news = useOrganisationNews(organisation.slug);
  // Loading, failed or empty: nothing. The section is an extra; the page is whole without it.
  if (!news.data || news.data.items.length === 0) return null;
  return (
    <section className="mp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.title', { name: organisation.name })}</h2>
      <ul className="mp-news">
        {news.data.items.map((item) => (
          <li key={item.slug}>
            <h3>
              <Link to={`/news/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
            </h3>
            {item.publishedAt ? <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, locale)}</time> : null}
            <p lang={item.locale}>{item.lead}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/news?organisation=${encodeURIComponent(organisation.slug)}`}>{t('news.all', { name: organisation.name })}</Link>
      </p>
    </section>
  );
}
