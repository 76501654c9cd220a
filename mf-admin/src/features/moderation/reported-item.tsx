// One reported spot or comment: what it is and who wrote it, the reports with reasons, reporters
// and dates, and what a moderator can do with it. User text is rendered as text (React escapes it).
import { spotHistoryPath, type ReportedItem } from '@moveable/contract';
import { Link, usePageContext } from '@moveable/shared';
import { formatMoment } from '../common/format-moment.ts';
import { useAdminTranslation } from '../common/use-admin-translation.ts';

export type ItemAction = 'hide' | 'restore' | 'dismiss' | 'merge' | 'block' | 'unblock';

export interface ReportedItemViewProps {
  item: ReportedItem;
  /** false in the history: its reports are resolved already. */
  open: boolean;
  onAction: (action: ItemAction, item: ReportedItem) => void;
  busy: boolean;
}

export function ReportedItemView({ item, open, onAction, busy }: ReportedItemViewProps) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const hidden = item.comment ? item.comment.hidden : item.spot.hidden;
  const headingId = `ma-reported-${item.subjectType}-${item.subjectId}`;
  return (
    <article className="ma-reported" aria-labelledby={headingId}>
      <header className="ma-reported__head">
        <h3 id={headingId} className="ma-reported__title">
          <span className="ma-reported__type">{t(item.comment ? 'moderation.type.comment' : 'moderation.type.spot')}</span>{' '}
          {item.spot.gone ? item.spot.title : <Link to={`/spots/${item.spot.id}`}>{item.spot.title}</Link>}
        </h3>
        <p className="ma-reported__meta">
          {t('moderation.item.count', { count: item.count })}
          {' · '}
          {item.author ? t('moderation.item.author', { name: item.author.username }) : t('moderation.item.deletedAccount')}
          {item.author?.blocked && <span className="ma-badge">{t('moderation.item.blocked')}</span>}
          {hidden && <span className="ma-badge">{t('moderation.item.hidden')}</span>}
          {item.spot.gone && <span className="ma-badge">{t('moderation.item.gone')}</span>}
          {' · '}
          <Link to={spotHistoryPath(item.spot.id)} aria-describedby={headingId}>
            {t('moderation.item.history')}
          </Link>
        </p>
      </header>
      {item.comment && <blockquote className="ma-reported__excerpt">{item.comment.excerpt}</blockquote>}
      <h4 className="ma-reported__reports-title">{t('moderation.item.reports')}</h4>
      <ul className="ma-reported__reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <span className="ma-reported__reason">{r.reason}</span>
            <span className="ma-reported__by">
              {' – '}
              {r.reporter ? r.reporter.username : t('moderation.item.deletedAccount')},{' '}
              <time dateTime={r.createdAt}>{formatMoment(r.createdAt, locale)}</time>
            </span>
          </li>
        ))}
      </ul>
      <div className="ma-reported__actions" role="group" aria-label={t('moderation.item.actions', { title: item.spot.title })}>
        {!item.spot.gone && !hidden && (
          <button type="button" className="ms-button ms-button--red" disabled={busy} onClick={() => onAction('hide', item)}>
            {t(item.comment ? 'moderation.actions.hideComment' : 'moderation.actions.hideSpot')}
          </button>
        )}
        {!item.spot.gone && hidden && (
          <button type="button" className="ms-button ms-button--white" disabled={busy} onClick={() => onAction('restore', item)}>
            {t(item.comment ? 'moderation.actions.restoreComment' : 'moderation.actions.restoreSpot')}
          </button>
        )}
        {open && (
          <button type="button" className="ms-button ms-button--white" disabled={busy} onClick={() => onAction('dismiss', item)}>
            {t('moderation.actions.dismiss')}
          </button>
        )}
        {!item.comment && !item.spot.gone && !hidden && (
          <button type="button" className="ms-button ms-button--white" disabled={busy} onClick={() => onAction('merge', item)}>
            {t('moderation.actions.merge')}
          </button>
        )}
        {item.author && (
          <button
            type="button"
            className="ms-button ms-button--white"
            disabled={busy}
            onClick={() => onAction(item.author?.blocked ? 'unblock' : 'block', item)}
          >
            {t(item.author.blocked ? 'moderation.actions.unblock' : 'moderation.actions.block', { name: item.author.username })}
          </button>
        )}
      </div>
    </article>
  );
}
