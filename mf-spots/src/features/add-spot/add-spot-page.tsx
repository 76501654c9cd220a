// /addSpot: the form for signed-in people; everyone else learns why and where to sign in.
import { useId } from 'react';
import { Spinner, useDocumentTitle, useSession } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { SignInNotice } from './sign-in-notice.tsx';
import { SpotForm } from './spot-form.tsx';

export function AddSpotPage() {
  const { t } = useSpotsTranslation();
  const session = useSession();
  const headingId = useId();
  useDocumentTitle(t('add.pageTitle'));
  if (session.status === 'loading')
    return (
      <div className="mv-spots mv-page-loading">
        <Spinner size="lg" />
      </div>
    );
  return (
    <div className="mv-spots mv-add-spot">
      <h1 id={headingId} className="mv-page-title">
        {t('add.pageTitle')}
      </h1>
      {session.status === 'authenticated' ? <SpotForm labelledBy={headingId} /> : <SignInNotice explanation={t('add.signIn.toAdd')} />}
    </div>
  );
}
