// A line diff as a list a screen reader can read: every changed line says in words whether it
// was added or removed (a visible label, not colour alone), folded stretches say how many
// unchanged lines they stand for.
import { useMemo } from 'react';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { diffRows } from './page-diff.ts';

export function TextDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const { t } = useNewsTranslation();
  const rows = useMemo(() => diffRows(before, after), [before, after]);
  if (rows.length === 0) return null;
  return (
    <div className="mv-page-diff">
      <h4 className="mv-page-diff__field">{label}</h4>
      <ul className="mv-page-diff__lines" aria-label={label}>
        {rows.map((row, index) =>
          row.kind === 'folded' ? (
            <li key={index} className="mv-page-diff__line mv-page-diff__line--folded">
              {t('pageEditor.diff.folded', { count: row.lines })}
            </li>
          ) : (
            <li key={index} className={`mv-page-diff__line mv-page-diff__line--${row.kind}`}>
              {row.kind === 'unchanged' ? (
                <span className="ms-visually-hidden">{t('pageEditor.diff.unchanged')} </span>
              ) : (
                <span className="mv-page-diff__label">{t(`pageEditor.diff.${row.kind}`)} </span>
              )}
              <span className="mv-page-diff__text">
                {row.text === '' ? <span className="ms-visually-hidden">{t('pageEditor.diff.emptyLine')}</span> : row.text}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
