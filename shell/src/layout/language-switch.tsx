import { useTranslation } from 'react-i18next';
import { LOCALES, localizePath, preferenceCookie, usePageContext, useLocation, routePath, type Locale } from '@moveable/shared';

/**
 * Links to this page in the other languages; the choice is remembered for the next visit, and
 * unprefixed links follow it (the contract's pages/locale-redirect.ts). Also on a middle click: the new tab must not
 * be sent back to the language chosen before.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shared');
  const { locale } = usePageContext();
  const url = useLocation();
  const path = routePath(url.pathname) + url.search;
  const remember = (code: Locale) => {
    document.cookie = preferenceCookie('locale', code);
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
              onAuxClick={() => remember(code)}
            >
              <abbr title={t(`language.${code}`)}>{code.toUpperCase()}</abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
