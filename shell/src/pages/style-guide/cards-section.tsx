import { useTranslation } from 'react-i18next';
import { Card, assetBase, assetUrl, themeFor, usePageContext } from '@moveable/shared';

// A portrait picture (2:3) made here, so the example needs no photo of a real place.
const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='600' height='900'%3E%3Crect width='600' height='900' fill='%23e7edf2'/%3E%3Ccircle cx='300' cy='300' r='160' fill='%2333bdca'/%3E%3Crect x='120' y='560' width='360' height='220' rx='24' fill='%2328343d'/%3E%3C/svg%3E";

export function CardsSection() {
  const { t } = useTranslation('styles');
  const theme = themeFor(usePageContext().platform);
  const footer = <span>{t('cardVotes')}</span>;
  return (
    <section aria-labelledby="styles-cards">
      <h2 id="styles-cards">{t('cards')}</h2>
      <ul className="ms-card-grid">
        <li>
          <Card
            title={t('cardLandscape')}
            to="/styles#styles-cards"
            eyebrow={t('cardEyebrow')}
            cover={{ src: assetUrl(theme.assets.shareImage, assetBase()) }}
            footer={footer}
          >
            <p>{t('cardText')}</p>
          </Card>
        </li>
        <li>
          <Card title={t('cardPortrait')} to="/styles#styles-cards" eyebrow={t('cardEyebrow')} cover={{ src: PORTRAIT }} footer={footer} />
        </li>
        <li>
          <Card title={t('cardNone')} eyebrow={t('cardEyebrow')} cover={null} footer={footer} />
        </li>
      </ul>
    </section>
  );
}
