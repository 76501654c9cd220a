// The history of a page in one language: who saved when, newest first. Picking a revision shows
// what changed from it to the current text (title, description, body) and offers to restore it,
// which saves its text as a new revision: the history only ever grows.
import { useEffect, useId, useRef, useState } from 'react';
import type { ContentPageName, ContentPageRevision, Locale } from '@moveable/contract';
import { Button, usePageContext } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { sameText } from './page-diff.ts';
import { TextDiff } from './text-diff.tsx';
import { useRevision, type PageText } from './use-page-revisions.ts';

type Summary = Pick<ContentPageRevision, 'id' | 'author' | 'createdAt' | 'current'>;

export interface RevisionHistoryProps {
  page: ContentPageName;
  locale: Locale;
  revisions: readonly Summary[];
  /** The current revision's text: what a picked revision is compared with. */
  current: PageText | null;
  /** The current revision's id, from the history (a fetched revision's own `current` may be out of date). */
  currentId: number | undefined;
  restoring: boolean;
  onRestore: (revision: ContentPageRevision) => void;
}

export function RevisionHistory({ page, locale, revisions, current, currentId, restoring, onRestore }: RevisionHistoryProps) {
  const { t } = useNewsTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const ids = useId();
  const author = useAuthorName();
  const when = useDateTime();

  return (
    <section className="mv-page-editor__history" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('pageEditor.history.title')}</h2>
      {revisions.length === 0 ? (
        <p>{t('pageEditor.history.empty')}</p>
      ) : (
        <ol className="mv-page-editor__revisions" aria-labelledby={`${ids}-title`}>
          {revisions.map((revision) => (
            <li key={revision.id} className="mv-page-editor__revision">
              <span id={`${ids}-r${revision.id}`}>
                <time dateTime={revision.createdAt}>{when(revision.createdAt)}</time>
                {' · '}
                {author(revision.author)}
                {revision.current ? ` · ${t('pageEditor.history.current')}` : ''}
              </span>
              <Button
                size="sm"
                variant="quiet"
                aria-describedby={`${ids}-r${revision.id}`}
                aria-pressed={picked === revision.id}
                onClick={() => setPicked(picked === revision.id ? null : revision.id)}
              >
                {t('pageEditor.history.compare')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {picked !== null && (
        <RevisionChanges
          page={page}
          locale={locale}
          id={picked}
          current={current}
          isCurrent={picked === currentId}
          label={revisions.find((r) => r.id === picked)}
          restoring={restoring}
          onRestore={onRestore}
        />
      )}
    </section>
  );
}

function RevisionChanges({
  page,
  locale,
  id,
  current,
  isCurrent,
  label,
  restoring,
  onRestore,
}: {
  page: ContentPageName;
  locale: Locale;
  id: number;
  current: PageText | null;
  isCurrent: boolean;
  label: Summary | undefined;
  restoring: boolean;
  onRestore: (revision: ContentPageRevision) => void;
}) {
  const { t } = useNewsTranslation();
  const revision = useRevision(page, locale, id);
  const when = useDateTime();
  const heading = useRef<HTMLHeadingElement>(null);
  // Picking a revision moves focus to what it shows, so keyboard and screen reader users land there.
  useEffect(() => heading.current?.focus(), [id]);

  const before = revision.data;
  const same =
    before &&
    current &&
    sameText(before.title, current.title) &&
    sameText(before.description, current.description) &&
    sameText(before.bodyMarkdown, current.bodyMarkdown);
  return (
    <section className="mv-page-editor__changes" aria-labelledby="page-editor-changes" aria-busy={revision.isPending}>
      <h3 id="page-editor-changes" ref={heading} tabIndex={-1}>
        {t('pageEditor.diff.title', { date: label ? when(label.createdAt) : '' })}
      </h3>
      {revision.isError && <p role="alert">{t('pageEditor.errors.load')}</p>}
      {before && current && (
        <>
          <p className="mv-page-editor__hint">{t('pageEditor.diff.explain')}</p>
          {same ? (
            <p>{t('pageEditor.diff.same')}</p>
          ) : (
            <>
              <TextDiff label={t('pageEditor.fields.title')} before={before.title} after={current.title} />
              <TextDiff label={t('pageEditor.fields.description')} before={before.description} after={current.description} />
              <TextDiff label={t('pageEditor.fields.body')} before={before.bodyMarkdown} after={current.bodyMarkdown} />
            </>
          )}
          {!isCurrent && (
            <Button variant="white" disabled={restoring} onClick={() => onRestore(before)}>
              {t('pageEditor.history.restore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** "velo_fan", the seeded text's "original text", or a deleted account's placeholder. */
function useAuthorName() {
  const { t } = useNewsTranslation();
  return (author: Summary['author']) =>
    author === null ? t('pageEditor.history.seeded') : (author.username ?? t('pageEditor.history.deletedAccount'));
}

function useDateTime() {
  const { locale } = usePageContext();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
