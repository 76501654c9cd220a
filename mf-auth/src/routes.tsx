// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { useRoute, NotFoundScreen } from '@moveable/shared';
import { LoginPage } from './features/login/login-page.tsx';
import { LogoutPage } from './features/logout/logout-page.tsx';
import { ProfilePage } from './features/profile/profile-page.tsx';
import { SettingsPage } from './features/settings/settings-page.tsx';
import { PublicProfilePage } from './features/users/public-profile-page.tsx';
import { DeleteAccountPage } from './features/delete-account/delete-account-page.tsx';
import { CountryPage } from './features/country/country-page.tsx';

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'login':
      return <LoginPage />;
    case 'logout':
      return <LogoutPage />;
    case 'profile':
      return <ProfilePage />;
    case 'settings':
      return <SettingsPage />;
    case 'users-nameOrOldId':
      // keyed: another person is another page
      return <PublicProfilePage key={route.params.nameOrOldId} nameOrOldId={route.params.nameOrOldId ?? ''} />;
    case 'imprint-deleteaccount':
      return <DeleteAccountPage />;
    case 'ipcountry':
      return <CountryPage />;
    default:
      return <NotFoundScreen />;
  }
}
