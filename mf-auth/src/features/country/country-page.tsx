// /ipcountry: the visitor chooses the country of the platform (spec §2, §4): the platform's
// countries and "worldwide", the one the visitor's connection comes from marked, the current one
// chosen. The choice is kept (useSaveCountry), then the visitor goes on to ?redirect= (a path of
// this site) or home.
import { useId, useState } from 'react';
import { PLATFORM_COUNTRIES, WORLD, config, navigate, useDocumentTitle, useLocation, usePageContext } from '@moveable/shared';
import { AuthForm, useFormErrors } from '../common/forms.tsx';
import { countryName } from '../common/country-name.ts';
import { useSaveCountry } from '../common/use-save-country.ts';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { safeRedirectPath } from '../common/redirect.ts';

export function CountryPage() {
  const { t } = useAuthTranslation();
  const { locale, country, platform } = usePageContext();
  const url = useLocation();
  const saveCountry = useSaveCountry();
  const errors = useFormErrors(['countryCode']);
  const countries = [...PLATFORM_COUNTRIES[platform], WORLD];
  const [choice, setChoice] = useState(countries.includes(country) ? country : WORLD);
  const headingId = useId();
  const hintId = useId();
  const detected = config.geoCountry && countries.includes(config.geoCountry) ? config.geoCountry : null;
  useDocumentTitle(t('country.title'));

  async function submit() {
    await saveCountry(choice);
    navigate(safeRedirectPath(url.searchParams.get('redirect'), location.origin) ?? '/');
  }

  return (
    <div className="mv-auth-page mv-auth-page--narrow">
      <h1 id={headingId}>{t('country.title')}</h1>
      <p id={hintId}>{t('country.intro', { platform })}</p>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('country.continue')} labelledBy={headingId}>
        <fieldset className="mv-auth-choice" aria-describedby={hintId}>
          <legend>{t('country.legend')}</legend>
          {countries.map((code) => (
            <div key={code} className="mv-auth-field mv-auth-field--radio">
              <input
                id={`${headingId}-${code}`}
                type="radio"
                name="countryCode"
                value={code}
                checked={choice === code}
                onChange={() => setChoice(code)}
                aria-describedby={code === detected ? `${headingId}-detected` : undefined}
              />
              <label htmlFor={`${headingId}-${code}`}>{countryName(code, locale, t('settings.world'))}</label>
              {code === detected ? (
                <p id={`${headingId}-detected`} className="mv-auth-field__hint">
                  {t('country.detected')}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
      </AuthForm>
    </div>
  );
}
