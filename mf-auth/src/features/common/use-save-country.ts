// Choosing the platform's country (/settings, /ipcountry): saved to the account when signed in
// (POST /api/users/current/country, form body, spec §7), for everyone in the one-year preference
// cookie (§3), and applied to the page at once.
import { WORLD, preferenceCookie, setPageContext, useApi, useSession } from '@moveable/shared';

export function useSaveCountry(): (countryCode: string) => Promise<void> {
  const api = useApi();
  const session = useSession();
  return async (countryCode) => {
    if (session.status === 'authenticated') await api.post('/users/current/country', { body: new URLSearchParams({ countryCode }) });
    document.cookie = preferenceCookie('countryCode', countryCode);
    setPageContext({ country: countryCode, multinational: countryCode === WORLD });
  };
}
