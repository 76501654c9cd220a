import { useTranslation } from 'react-i18next';
import { contactAddress, usePageContext, PLATFORMS } from '@moveable/shared';

export function Footer() {
  const { t } = useTranslation('shell');
  const { platform, country } = usePageContext();
  const email = contactAddress(platform, country);
  return (
    <footer className="shell-footer">
      <p>
        {t('shared:footer.contact')}: <a href={`mailto:${email}`}>{email}</a>
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
