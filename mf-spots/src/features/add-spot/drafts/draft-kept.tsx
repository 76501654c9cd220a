// After the form was kept as a draft for want of a connection: what happened and what happens
// next. It takes the focus (the form it replaces had it) and is read out.
import { useEffect, useRef } from 'react';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import type { SpotDraft } from './draft.ts';

export function DraftKept({ draft, onAnother }: { draft: SpotDraft; onAnother: () => void }) {
  const { t } = useSpotsTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mv-draft-kept" role="status" aria-labelledby={`draft-kept-${draft.id}`}>
      <h2 id={`draft-kept-${draft.id}`} ref={heading} tabIndex={-1}>
        {t('add.drafts.kept.title')}
      </h2>
      <p>{t('add.drafts.kept.text', { title: draft.values.title.trim() })}</p>
      <p>{t('add.drafts.kept.later')}</p>
      <button type="button" className="ms-button ms-button--bright" onClick={onAnother}>
        {t('add.drafts.kept.another')}
      </button>
    </section>
  );
}
