// What the author of a spot the moderators hid sees on its page (only they get it from the API):
// that it is hidden, that others no longer find it, and the moderators' note.
import type { SpotDetail } from '@moveable/contract';
import { useId } from 'react';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function HiddenSpotNotice({ hidden }: { hidden: NonNullable<SpotDetail['hidden']> }) {
  const { t } = useSpotsTranslation();
  const id = useId();
  return (
    <section className="mv-moderation-note mv-hidden-spot" aria-labelledby={id} role="note">
      <h2 id={id}>{t('detail.hiddenTitle')}</h2>
      <p>{t('detail.hiddenText')}</p>
      {hidden.note && (
        <p>
          <strong>{t('detail.moderatorNote')}</strong> {hidden.note}
        </p>
      )}
    </section>
  );
}
