// An article as a card of a grid: cover (cropped like every card's), the day it was published,
// the title as the one link to the article, the lead. The list, the home and <moveable-news>
// show the same card; inside the element the shared Link leads to our site.
import { Card, photoSrcset, photoUrl } from '@moveable/shared';
import type { NewsSummary } from '@moveable/contract';
import { NewsDate } from './news-date.tsx';

export function NewsCard({ item, headingLevel, priority = false }: { item: NewsSummary; headingLevel: 2 | 3; priority?: boolean }) {
  return (
    <Card
      className="mv-news-card"
      title={item.title}
      headingLevel={headingLevel}
      to={`/news/${item.slug}`}
      cover={
        item.coverPhoto
          ? { src: photoUrl(item.coverPhoto), srcSet: photoSrcset(item.coverPhoto), sizes: '(min-width: 48rem) 22rem, 100vw', priority }
          : null
      }
      eyebrow={item.publishedAt ? <NewsDate at={item.publishedAt} /> : null}
    >
      <p lang={item.locale}>{item.lead}</p>
    </Card>
  );
}

/** Grey cards of the same shape while articles load, so the section keeps its height when they come. */
export function NewsCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="ms-card-grid mv-news-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="ms-card mv-news-card-skeleton">
            <div className="ms-card__cover ms-card__cover--empty" />
            <div className="ms-card__body">
              <div className="mv-news-skeleton__line" />
              <div className="mv-news-skeleton__title" />
              <div className="mv-news-skeleton__line" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
