// /spots/{id}/edit: the same form, filled in from the spot. Only those the API lets edit (author,
// moderators, admins: GET /spots/:id/viewer says can.edit) get it; others see a 403 screen.
import { useId } from 'react';
import { ApiError, ErrorScreen, Spinner, useDocumentTitle, useSession } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { parseSpotId } from '../common/ids.ts';
import { NotFound } from '../common/not-found.tsx';
import { useSpot } from '../common/spot-data/use-spot.ts';
import { SignInNotice } from './sign-in-notice.tsx';
import { SpotForm } from './spot-form.tsx';
import { useSpotViewer } from './use-spot-viewer.ts';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.statusCode === status;

function Loading() {
  return (
    <div className="mv-spots mv-page-loading">
      <Spinner size="lg" />
    </div>
  );
}

export function EditSpotPage({ id: rawId }: { id: string | undefined }) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  const id = parseSpotId(rawId);
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const spot = useSpot(id);
  const viewer = useSpotViewer(id);
  useDocumentTitle(spot.data ? t('add.editTitle', { title: spot.data.title }) : t('add.editPageTitle'));

  if (id === null || isStatus(spot.error, 404) || isStatus(viewer.error, 404)) return <NotFound />;
  if (spot.isError)
    return <ErrorScreen error={spot.error} message={t('add.loadFailed')} headingLevel={1} size="medium" onRetry={() => spot.refetch()} />;
  if (session.status === 'loading' || spot.isPending) return <Loading />;
  if (!signedIn) {
    return (
      <div className="mv-spots mv-add-spot">
        <h1 className="mv-page-title">{t('add.editPageTitle')}</h1>
        <SignInNotice explanation={t('add.signIn.toEdit')} />
      </div>
    );
  }
  if (viewer.isError && !isStatus(viewer.error, 403))
    return <ErrorScreen error={viewer.error} message={t('add.loadFailed')} headingLevel={1} size="medium" onRetry={() => viewer.refetch()} />;
  if (viewer.isPending) return <Loading />;
  if (viewer.isError || !viewer.data.can.edit)
    return <ErrorScreen error={{ statusCode: 403 }} message={t('add.forbidden')} headingLevel={1} size="medium" />;
  return (
    <div className="mv-spots mv-add-spot">
      <h1 id={headingId} className="mv-page-title">
        {t('add.editTitle', { title: spot.data.title })}
      </h1>
      <SpotForm key={spot.data.id} spot={spot.data} labelledBy={headingId} />
    </div>
  );
}
