import type { ReactNode } from 'react';
import { Link } from '../runtime/link.tsx';

export interface CardCover {
  src: string;
  srcSet?: string;
  /** What the browser picks from srcSet by; give the card's width in the grid. */
  sizes?: string;
  /** Empty by default: the title says what the card is, the picture only illustrates it. */
  alt?: string;
  /**
   * The first cover of a page's first screen: loaded at once with high priority instead of
   * lazily (it is the page's largest paint; a lazy image starts only after layout).
   */
  priority?: boolean;
}

export interface CardProps {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Where the card leads: the title becomes the link, and its click area covers the card. */
  to?: string;
  /** The cover picture, cropped to one aspect ratio. null: a placeholder of the same size, so cards with and without pictures line up. */
  cover?: CardCover | null;
  /** Lines above the title (category, date). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Pinned to the bottom of the card (counts, actions): equal-height cards keep it aligned. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A card of a grid (`ms-card-grid`): every card of a row is as tall as the tallest, the cover is
 * cropped (object-fit) to the same aspect ratio whatever the photo's orientation.
 */
export function Card({ title, headingLevel = 3, to, cover, eyebrow, children, footer, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['ms-card', to ? 'ms-card--link' : null, className].filter(Boolean).join(' ')}>
      {cover === undefined ? null : cover === null ? (
        <div className="ms-card__cover ms-card__cover--empty" aria-hidden="true" />
      ) : (
        <img
          className="ms-card__cover"
          src={cover.src}
          srcSet={cover.srcSet}
          sizes={cover.sizes}
          alt={cover.alt ?? ''}
          loading={cover.priority ? 'eager' : 'lazy'}
          fetchPriority={cover.priority ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className="ms-card__body">
        {eyebrow ? <div className="ms-card__eyebrow">{eyebrow}</div> : null}
        <Heading className="ms-card__title">
          {to ? (
            <Link to={to} className="ms-card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer ? <div className="ms-card__footer">{footer}</div> : null}
    </article>
  );
}
