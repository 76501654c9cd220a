// /users/{nameOrOldId}: a person's public profile (name, picture, bio, since when, spot count) and
// the spots they added.
import { ErrorScreen, useDocumentTitle, usePageContext, Spinner, ApiError, NotFoundScreen } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { Avatar } from '../common/avatar.tsx';
import { usePublicUser } from '../common/use-public-user.ts';
import { UserSpots } from './user-spots.tsx';

export function PublicProfilePage({ nameOrOldId }: { nameOrOldId: string }) {
  const { t } = useAuthTranslation();
  const { locale } = usePageContext();
  const user = usePublicUser(nameOrOldId);
  useDocumentTitle(user.data?.username ?? t('users.title'));

  if (user.isPending) return <Spinner size="md" />;
  if (user.error) {
    if (user.error instanceof ApiError && user.error.statusCode === 404) return <NotFoundScreen />;
    return <ErrorScreen error={user.error} size="medium" onRetry={() => user.refetch()} />;
  }
  const person = user.data;
  const since = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(person.createdAt));
  return (
    <article className="mv-auth-page mv-auth-public-profile" aria-labelledby="public-profile-name">
      <header className="mv-auth-public-profile__head">
        <Avatar url={person.avatarUrl} name={person.username} />
        <h1 id="public-profile-name">{person.username}</h1>
      </header>
      {person.bio ? <p className="mv-auth-bio">{person.bio}</p> : null}
      <dl className="mv-auth-facts">
        <dt>{t('users.memberSince')}</dt>
        <dd>{since}</dd>
        <dt>{t('users.spots')}</dt>
        <dd>{t('users.spotCount', { count: person.spotCount })}</dd>
      </dl>
      <UserSpots nameOrOldId={nameOrOldId} name={person.username} count={person.spotCount} />
    </article>
  );
}
