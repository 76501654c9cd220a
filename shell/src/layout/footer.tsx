import { useTranslation } from 'react-i18next';
import { Link, WORLD, contactAddress, countryName, routePath, useLocation, usePageContext, PLATFORMS } from '@moveable/shared';

export function Footer() {
  const { t } = useTranslation('shell');
  const { platform, country, locale } = usePageContext();
  const url = useLocation();
  const email = contactAddress(platform, country);
  const here = `${routePath(url.pathname)}${url.search}`;
  const countryLabel = country === WORLD ? t('footer.world') : (countryName(country, locale) ?? country.toUpperCase());
  return (
    <footer className="shell-footer">
      <p>
        {t('shared:footer.contact')}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>
        {/* the country chooser (mf-auth) comes back here */}
        <Link to={`/ipcountry?redirect=${encodeURIComponent(here)}`}>{t('footer.country', { country: countryLabel })}</Link>
      </p>
      <nav aria-label={t('footer.platforms')}>
        <ul>
          {PLATFORMS.map((p) => (
            <li key={p}>
              <a href={`?platform=${p}`} aria-current={p === platform ? 'true' : undefined}>
                {p}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
