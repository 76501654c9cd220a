// /settings: language and country. Signed in, both are saved to the account (POST
// /api/users/current/locale and /country with form bodies, spec §7); for everyone they are kept in
// the one-year preference cookies (§3). The language applies on navigation (§4): the page moves
// to its own path in the new language, and the shell switches the whole page over.
import { useId, useState } from 'react';
import {
  LOCALES,
  PLATFORM_COUNTRIES,
  WORLD,
  localizePath,
  navigate,
  preferenceCookie,
  routePath,
  useApi,
  useDocumentTitle,
  usePageContext,
  useSession,
  type Locale,
} from '@moveable/shared';
import { useTranslation } from 'react-i18next';
import { AuthForm, StatusMessage, useFormErrors } from '../common/forms.tsx';
import { countryName } from '../common/country-name.ts';
import { useSaveCountry } from '../common/use-save-country.ts';
import { useAuthTranslation } from '../common/use-auth-translation.ts';

export function SettingsPage() {
  const { t } = useAuthTranslation();
  const { t: tShared } = useTranslation('shared');
  const api = useApi();
  const session = useSession();
  const saveCountry = useSaveCountry();
  const { locale, country, platform } = usePageContext();
  const errors = useFormErrors(['locale', 'countryCode']);
  // A choice not saved yet; otherwise the page's own values (also after the header's language switch).
  const [languageChoice, setLanguage] = useState<Locale | null>(null);
  const [countryChoice, setCountryCode] = useState<string | null>(null);
  const language = languageChoice ?? locale;
  const countryCode = countryChoice ?? country;
  const [saved, setSaved] = useState(false);
  const languageId = useId();
  const countryId = useId();
  useDocumentTitle(t('settings.title'));

  const countries = [...PLATFORM_COUNTRIES[platform], WORLD];
  if (!countries.includes(countryCode)) countries.push(countryCode);

  async function submit() {
    setSaved(false);
    const languageChanged = language !== locale;
    if (session.status === 'authenticated' && languageChanged) {
      await api.post('/users/current/locale', { body: new URLSearchParams({ locale: language }) });
    }
    document.cookie = preferenceCookie('locale', language);
    await saveCountry(countryCode);
    setLanguage(null);
    setCountryCode(null);
    setSaved(true);
    if (languageChanged) {
      // a language with a domain of its own (spec §2) is another origin: the browser loads it
      const next = localizePath(`${routePath()}${location.search}`, language);
      navigate(next, { external: !next.startsWith('/') });
    }
  }

  return (
    <div className="mv-auth-page mv-auth-page--narrow">
      <h1 id="settings-heading">{t('settings.title')}</h1>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('settings.save')} labelledBy="settings-heading">
        <div className="mv-auth-field">
          <label htmlFor={languageId}>{t('settings.language')}</label>
          <select
            id={languageId}
            name="locale"
            ref={errors.register('locale')}
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value as Locale);
              setSaved(false);
            }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {tShared(`language.${code}`, { lng: code })}
              </option>
            ))}
          </select>
        </div>
        <div className="mv-auth-field">
          <label htmlFor={countryId}>{t('settings.country')}</label>
          <select
            id={countryId}
            name="countryCode"
            ref={errors.register('countryCode')}
            value={countryCode}
            onChange={(e) => {
              setCountryCode(e.target.value);
              setSaved(false);
            }}
            aria-describedby={`${countryId}-hint`}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code, locale, t('settings.world'))}
              </option>
            ))}
          </select>
          <p id={`${countryId}-hint`} className="mv-auth-field__hint">
            {t('settings.countryHint')}
          </p>
        </div>
      </AuthForm>
      <StatusMessage>{saved ? t(session.status === 'authenticated' ? 'settings.savedAccount' : 'settings.savedDevice') : null}</StatusMessage>
    </div>
  );
}
