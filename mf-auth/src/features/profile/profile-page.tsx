// /profile: the signed-in person's own page: picture, name, bio, notifications, their spots, and
// the way to settings and to deleting the account. Onboarding opens here after the first sign-in.
import { Link, useDocumentTitle, useSession, type User } from '@moveable/shared';
import { RequireSession } from '../common/require-session.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';
import { OnboardingDialog } from './onboarding-dialog.tsx';
import { MySpots } from './my-spots.tsx';

export function ProfilePage() {
  const { t } = useAuthTranslation();
  useDocumentTitle(t('profile.title'));
  return <RequireSession>{(user) => <Profile user={user} />}</RequireSession>;
}

function Profile({ user }: { user: User }) {
  const { t } = useAuthTranslation();
  const { showOnboarding } = useSession();
  return (
    <div className="mv-auth-page">
      <h1>{t('profile.title')}</h1>
      <p className="mv-auth-lead">{t('profile.signedInAs', { name: user.username, email: user.email })}</p>
      {/* keyed by the user: another person starts from their own values */}
      <AvatarUpload user={user} />
      <ProfileForm key={user.id} user={user} />
      <MySpots user={user} />
      <nav aria-label={t('profile.more')}>
        <ul className="mv-auth-links">
          <li>
            <Link to={`/users/${encodeURIComponent(user.username)}`}>{t('profile.publicProfile')}</Link>
          </li>
          <li>
            <Link to="/settings">{t('settings.title')}</Link>
          </li>
          <li>
            <Link to="/imprint/deleteaccount">{t('deleteAccount.title')}</Link>
          </li>
          <li>
            <Link to="/logout">{t('logout.action')}</Link>
          </li>
        </ul>
      </nav>
      {showOnboarding ? <OnboardingDialog name={user.username} /> : null}
    </div>
  );
}
