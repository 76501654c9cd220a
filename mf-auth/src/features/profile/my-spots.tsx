// The person's spots as the public sees them: the count from the public profile endpoint.
import { Spinner, type User } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { usePublicUser } from '../common/use-public-user.ts';

export function MySpots({ user }: { user: User }) {
  const { t } = useAuthTranslation();
  const profile = usePublicUser(user.username);
  return (
    <section aria-labelledby="profile-spots">
      <h2 id="profile-spots">{t('profile.spots')}</h2>
      {profile.isPending ? (
        <Spinner size="xs" />
      ) : (
        <p>{profile.data ? t('users.spotCount', { count: profile.data.spotCount }) : t('profile.spotsUnknown')}</p>
      )}
    </section>
  );
}
