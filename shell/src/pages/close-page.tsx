// /close (spec §2, layout none): where the external sign-in popup lands after the provider's
// callback. It sets the storage flag the opener listens for and closes the popup (spec §4). Opened
// some other way, the window may refuse to close: then it says so and links home.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { finishAuthPopup, Link, useDocumentTitle } from '@moveable/shared';

export function ClosePage() {
  const { t } = useTranslation('session');
  useDocumentTitle(t('popupClosed.title'));
  useEffect(() => finishAuthPopup(), []);
  return (
    <div className="shell-close">
      <h1>{t('popupClosed.title')}</h1>
      <p>{t('popupClosed.text')}</p>
      <p>
        <Link to="/">{t('popupClosed.home')}</Link>
      </p>
    </div>
  );
}
