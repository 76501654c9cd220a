// The moderation queue (issue 13): reported spots and comments with reasons and reporters, oldest
// or most reported first, and the history of resolved ones. A moderator hides a subject with a
// note to its author, restores it, dismisses its reports, or merges a duplicate spot into the one
// kept, or blocks the author (after confirming) and unblocks them. A section of the dashboard: its heading is an h2 under the page's h1.
import { QUEUE_SORTS, type QueueSort, type ReportedItem } from '@moveable/contract';
import { useId, useInsertionEffect, useState } from 'react';
import { addPageCss, ErrorScreen, Spinner, toasts } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { HideDialog } from './hide-dialog.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { BlockDialog } from './block-dialog.tsx';
import css from '../../styles/moderation.css?inline';
import { ReportedItemView, type ItemAction } from './reported-item.tsx';
import { useModerationActions } from './use-moderation-actions.ts';
import { useReportQueue } from './use-report-queue.ts';

type Dialog = { kind: 'hide' | 'merge' | 'block'; item: ReportedItem } | null;

export function ModerationQueue() {
  useInsertionEffect(() => addPageCss([css]), []);
  const { t } = useAdminTranslation();
  const ids = useId();
  const [resolved, setResolved] = useState(false);
  const [sort, setSort] = useState<QueueSort>('oldest');
  const [dialog, setDialog] = useState<Dialog>(null);
  const queue = useReportQueue(resolved, sort);
  const actions = useModerationActions();
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  const busy = actions.restore.isPending || actions.dismiss.isPending || actions.block.isPending;

  const failed = () => toasts.show(t('moderation.errors.generic'), { tone: 'error' });
  function act(action: ItemAction, item: ReportedItem) {
    const subject = { subjectType: item.subjectType, subjectId: item.subjectId };
    if (action === 'hide' || action === 'merge' || action === 'block') return setDialog({ kind: action, item });
    if (action === 'unblock' && item.author) {
      const name = item.author.username;
      actions.block.mutate(
        { userId: item.author.id, blocked: false },
        { onSuccess: () => toasts.show(t('moderation.toast.unblocked', { name })), onError: failed },
      );
      return;
    }
    if (action === 'restore') actions.restore.mutate(subject, { onSuccess: () => toasts.show(t('moderation.toast.restored')), onError: failed });
    else actions.dismiss.mutate(subject, { onSuccess: () => toasts.show(t('moderation.toast.dismissed')), onError: failed });
  }

  return (
    <section className="ma-moderation" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('moderation.title')}</h2>
      <div className="ma-moderation__filters">
        <fieldset>
          <legend>{t('moderation.view.label')}</legend>
          {[false, true].map((value) => (
            <label key={String(value)}>
              <input type="radio" name={`${ids}-view`} checked={resolved === value} onChange={() => setResolved(value)} />
              {t(value ? 'moderation.view.resolved' : 'moderation.view.open')}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${ids}-sort`}>{t('moderation.sort.label')}</label>
        <select id={`${ids}-sort`} value={sort} onChange={(e) => setSort(e.target.value as QueueSort)}>
          {QUEUE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`moderation.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>

      {queue.isPending && <Spinner size="md" label={t('moderation.loading')} />}
      {queue.isError && (
        <ErrorScreen error={queue.error} message={t('moderation.error')} headingLevel={3} size="small" onRetry={() => void queue.refetch()} />
      )}
      {queue.isSuccess && items.length === 0 && <p>{t(resolved ? 'moderation.emptyResolved' : 'moderation.empty')}</p>}
      {items.length > 0 && (
        <ul className="ma-moderation__list">
          {items.map((item) => (
            <li key={`${item.subjectType}-${item.subjectId}`}>
              <ReportedItemView item={item} open={!resolved} onAction={act} busy={busy} />
            </li>
          ))}
        </ul>
      )}
      {queue.hasNextPage && (
        <button type="button" className="ms-button ms-button--white" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          {t('moderation.more')}
        </button>
      )}

      {dialog?.kind === 'hide' && (
        <HideDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onHide={async (note) => {
            await actions.hide.mutateAsync({ subject: dialog.item, note });
            toasts.show(t('moderation.toast.hidden'));
          }}
        />
      )}
      {dialog?.kind === 'block' && dialog.item.author && (
        <BlockDialog
          name={dialog.item.author.username}
          onClose={() => setDialog(null)}
          onBlock={async () => {
            const author = dialog.item.author!;
            await actions.block.mutateAsync({ userId: author.id, blocked: true });
            toasts.show(t('moderation.toast.blocked', { name: author.username }));
          }}
        />
      )}
      {dialog?.kind === 'merge' && (
        <MergeDialog
          spot={dialog.item.spot}
          onClose={() => setDialog(null)}
          onMerge={async (into) => {
            await actions.merge.mutateAsync({ spotId: dialog.item.spot.id, into });
            toasts.show(t('moderation.toast.merged', { id: into }));
          }}
        />
      )}
    </section>
  );
}
