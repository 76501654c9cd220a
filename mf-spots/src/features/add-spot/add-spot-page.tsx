// /addSpot: the form for signed-in people; everyone else learns why and where to sign in. Above
// the form, the person's drafts kept on this device; a form kept as a draft (no connection) gives
// way to what happens next.
import { useId, useState } from 'react';
import { Spinner, useHeadTexts, useSession } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import type { SpotDraft } from './drafts/draft.ts';
import { DraftKept } from './drafts/draft-kept.tsx';
import { KeptDrafts } from './drafts/kept-drafts.tsx';
import { SignInNotice } from './sign-in-notice.tsx';
import { SpotForm } from './spot-form.tsx';

export function AddSpotPage() {
  const { t } = useSpotsTranslation();
  const session = useSession();
  const headingId = useId();
  // The page's title (the shell sets it by route; the server renders it) is its heading too.
  const { pages } = useHeadTexts();
  const [kept, setKept] = useState<SpotDraft | null>(null);
  const [fixing, setFixing] = useState<SpotDraft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const freshForm = (draft: SpotDraft | null) => {
    setKept(null);
    setFixing(draft);
    setFormKey((k) => k + 1);
  };
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
      {session.status === 'authenticated' && session.user ? (
        <>
          <KeptDrafts userId={session.user.id} except={[kept?.id, fixing?.id].filter((id) => id !== undefined)} onFix={freshForm} />
          {kept ? (
            <DraftKept draft={kept} onAnother={() => freshForm(null)} />
          ) : (
            <SpotForm key={formKey} labelledBy={headingId} draft={fixing ?? undefined} onKept={setKept} />
          )}
        </>
      ) : (
        <SignInNotice explanation={t('add.signIn.toAdd')} />
      )}
    </div>
  );
}
