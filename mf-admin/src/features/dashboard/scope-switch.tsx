// Which numbers the dashboard shows: a country of the platform or all of them (world), and over
// how many days. Native selects: keyboard and screen readers know them.
import { useId } from 'react';
import { PLATFORM_COUNTRIES, WORLD, type Platform } from '@moveable/contract';
import { countryName, usePageContext } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';

export const DAY_CHOICES = [7, 30, 90] as const;

export function ScopeSwitch({
  country,
  days,
  onCountry,
  onDays,
}: {
  country: string;
  days: number;
  onCountry: (country: string) => void;
  onDays: (days: number) => void;
}) {
  const { t } = useAdminTranslation();
  const { platform, locale } = usePageContext();
  const countryId = useId();
  const daysId = useId();
  const countries = PLATFORM_COUNTRIES[platform as Platform] ?? [];
  return (
    <div className="ma-scope">
      <div className="ma-scope__field">
        <label htmlFor={countryId}>{t('dashboard.scope.country')}</label>
        <select id={countryId} className="ms-input" value={country} onChange={(e) => onCountry(e.target.value)}>
          <option value={WORLD}>{t('dashboard.scope.world')}</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale) ?? code}
            </option>
          ))}
        </select>
      </div>
      <div className="ma-scope__field">
        <label htmlFor={daysId}>{t('dashboard.scope.days')}</label>
        <select id={daysId} className="ms-input" value={days} onChange={(e) => onDays(Number(e.target.value))}>
          {DAY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('dashboard.scope.lastDays', { count: n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
