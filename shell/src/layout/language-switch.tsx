import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  localizePath,
  preferenceCookie,
  updateSessionUser,
  useApi,
  usePageContext,
  useLocation,
  useSession,
  routePath,
  type Locale,
} from '@moveable/shared';

/**
 * Links to this page in the other languages; the choice is remembered for the next visit, and
 * unprefixed links follow it (the contract's pages/locale-redirect.ts). Also on a middle click: the new
 * tab must not be sent back to the language chosen before. A signed-in person's account takes the
 * language too (spec §7: POST users/current/locale), so mails and the next device follow it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shared');
  const { locale } = usePageContext();
  const url = useLocation();
  const session = useSession();
  const api = useApi();
  const path = routePath(url.pathname) + url.search;
  const remember = (code: Locale, { save = true } = {}) => {
    document.cookie = preferenceCookie('locale', code);
    const user = session.status === 'authenticated' ? session.user : null;
    if (!save || !user || user.locale === code) return;
    // The link loads the next page at once: keepalive lets the save finish after this page is gone.
    api.post('/users/current/locale', { body: new URLSearchParams({ locale: code }), keepalive: true }).then(
      () => updateSessionUser({ ...user, locale: code }),
      (error: unknown) => console.warn('moveable: the account’s language was not saved', error),
    );
  };
  return (
    <nav aria-label={t('nav.language')} className="shell-languages">
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(path, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => remember(code)}
              // A right click may become "open in new tab": the cookie, but the account only on a
              // middle click, which surely opens the page.
              onAuxClick={(e) => remember(code, { save: e.button === 1 })}
            >
              <abbr title={t(`language.${code}`)}>{code.toUpperCase()}</abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
