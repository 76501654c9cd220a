// The signed-in person's drafts waiting on this device, above the form: each can be sent now
// (when there is a connection), fixed in the form (when the server refused it) or discarded.
import { useState } from 'react';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { ConfirmDialog } from '../../common/dialogs/confirm-dialog.tsx';
import type { SpotDraft } from './draft.ts';
import { deleteDraft } from './draft-store.ts';
import { askToSendDrafts } from './send-now.ts';
import { useKeptDrafts } from './use-kept-drafts.ts';
import { useOnline } from './use-online.ts';

export interface KeptDraftsProps {
  userId: number;
  /** Drafts shown elsewhere on the page (the one just kept, the one open in the form). */
  except: readonly string[];
  onFix: (draft: SpotDraft) => void;
}

export function KeptDrafts({ userId, except, onFix }: KeptDraftsProps) {
  const { t, i18n } = useSpotsTranslation();
  const online = useOnline();
  const drafts = useKeptDrafts(userId).filter((d) => !except.includes(d.id));
  const [discarding, setDiscarding] = useState<SpotDraft | null>(null);
  if (drafts.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="mv-kept-drafts" aria-labelledby="mv-kept-drafts-title">
      <h2 id="mv-kept-drafts-title">{t('add.drafts.list.title', { count: drafts.length })}</h2>
      <ul>
        {drafts.map((draft) => {
          const title = draft.values.title.trim();
          return (
            <li key={draft.id} className="mv-kept-drafts__item">
              <p className="mv-kept-drafts__title">{title}</p>
              <p className="mv-kept-drafts__state">
                {t('add.drafts.list.keptAt', { when: when.format(new Date(draft.savedAt)) })}{' '}
                {draft.problem
                  ? t('add.drafts.list.refused', { reason: t(draft.problem) })
                  : t(online ? 'add.drafts.list.waiting' : 'add.drafts.list.offline')}
              </p>
              <div className="mv-kept-drafts__actions">
                {draft.problem ? (
                  <button
                    type="button"
                    className="ms-button ms-button--bright"
                    onClick={() => onFix(draft)}
                    aria-label={t('add.drafts.list.fixNamed', { title })}
                  >
                    {t('add.drafts.list.fix')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="ms-button ms-button--bright"
                    disabled={!online}
                    onClick={askToSendDrafts}
                    aria-label={t('add.drafts.list.sendNamed', { title })}
                  >
                    {t('add.drafts.list.send')}
                  </button>
                )}
                <button
                  type="button"
                  className="ms-button ms-button--white"
                  onClick={() => setDiscarding(draft)}
                  aria-label={t('add.drafts.list.discardNamed', { title })}
                >
                  {t('add.drafts.list.discard')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {discarding && (
        <ConfirmDialog
          title={t('add.drafts.discard.title')}
          text={t('add.drafts.discard.text', { title: discarding.values.title.trim() })}
          confirmLabel={t('add.drafts.discard.confirm')}
          onConfirm={() => deleteDraft(discarding.id)}
          onClose={() => setDiscarding(null)}
        />
      )}
    </section>
  );
}
