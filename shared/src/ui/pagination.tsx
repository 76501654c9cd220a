// Pages of a long list: a labelled navigation with previous/next and a short run of page numbers
// (1 … 4 5 6 … 20). Links when each page has an address (hrefFor), so pages can be bookmarked and
// opened in a new tab; buttons when the page lives only in state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// By the package's name: the pagination is part of @moveable/shared/widgets, an entry of its own.
import { Link } from '@moveable/shared';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page; without it the pages are buttons that call onPageChange. */
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
  /** The navigation's accessible name; "Pages" by default. Give one when a page has two. */
  label?: string;
  className?: string;
}

/** The page numbers to show: first, last, and the current one with its neighbours; null is a gap. */
export function pageItems(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  // a gap of one page is shown as that page: "1 2 3", never "1 … 3"
  for (const p of [...shown]) if (shown.has(p + 2) && !shown.has(p + 1)) shown.add(p + 1);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

export function Pagination({ page, pageCount, hrefFor, onPageChange, label, className }: PaginationProps) {
  const { t } = useTranslation('shared');
  if (pageCount <= 1) return null;

  const go = (target: number, content: ReactNode, props: { className: string; 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string }) =>
    hrefFor ? (
      <Link to={hrefFor(target)} {...props}>
        {content}
      </Link>
    ) : (
      <button type="button" {...props} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  const edge = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      go(target, text, { className: `ms-pagination__step ms-pagination__step--${rel}`, rel: hrefFor ? rel : undefined })
    ) : (
      // kept in place so the numbers do not move, but not offered: there is nothing to go to
      <span className={`ms-pagination__step ms-pagination__step--${rel} ms-pagination__step--none`} aria-hidden="true">
        {text}
      </span>
    );

  return (
    <nav aria-label={label ?? t('pagination.label')} className={['ms-pagination', className].filter(Boolean).join(' ')}>
      <ul className="ms-pagination__list">
        <li>{edge(page - 1, t('pagination.previous'), 'prev', page > 1)}</li>
        {pageItems(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="ms-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {go(p, p, {
                className: 'ms-pagination__page',
                'aria-label': t('pagination.page', { page: p }),
                'aria-current': p === page ? 'page' : undefined,
              })}
            </li>
          ),
        )}
        <li>{edge(page + 1, t('pagination.next'), 'next', page < pageCount)}</li>
      </ul>
    </nav>
  );
}
