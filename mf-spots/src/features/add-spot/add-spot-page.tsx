// /addSpot: the form for signed-in people; everyone else learns why and where to sign in.
import { useId } from 'react';
import { Spinner, useHeadTexts, useSession } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { SignInNotice } from './sign-in-notice.tsx';
import { SpotForm } from './spot-form.tsx';

export function AddSpotPage() {
  const { t } = useSpotsTranslation();
  const session = useSession();
  const headingId = useId();
  // The page's title (the shell sets it by route; the server renders it) is its heading too.
  const { pages } = useHeadTexts();
  if (session.status === 'loading')
    return (
      <div className="mv-spots mv-page-loading">
        <Spinner size="lg" />
      </div>
    );
  return (
    <div className="mv-spots mv-add-spot">
      <h1 id={headingId} className="mv-page-title">
        {pages.addSpot}
      </h1>
      {session.status === 'authenticated' ? <SpotForm labelledBy={headingId} /> : <SignInNotice explanation={t('add.signIn.toAdd')} />}
    </div>
  );
}
