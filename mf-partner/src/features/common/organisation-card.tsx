// An organisation as a card: logo, name as the one link to its page, type, its counts (spots in its
// area, official answers given) and the premium mark. /partner and <moveable-partner> show it.
import { Card } from '@moveable/shared';
import type { OrganisationSummary } from '@moveable/contract';
import { OrganisationLogo } from './organisation-logo.tsx';
import { organisationPath } from './organisation-path.ts';
import { usePartnerTranslation } from './use-partner-translation.ts';

export function OrganisationCard({ organisation, headingLevel }: { organisation: OrganisationSummary; headingLevel: 2 | 3 }) {
  const { t, i18n } = usePartnerTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card
      className="mp-card"
      title={organisation.name}
      headingLevel={headingLevel}
      to={organisationPath(organisation)}
      eyebrow={
        <span className="mp-card__eyebrow">
          <OrganisationLogo organisation={organisation} size={48} />
          <span>{t(`types.${organisation.type}`)}</span>
          {organisation.premium ? <span className="mp-badge">{t('card.premium')}</span> : null}
        </span>
      }
      footer={
        <dl className="mp-card__counts">
          <div>
            <dt>{t('card.spots')}</dt>
            <dd>{number.format(organisation.counts.spots)}</dd>
          </div>
          <div>
            <dt>{t('card.officialAnswers')}</dt>
            <dd>{number.format(organisation.counts.officialAnswers)}</dd>
          </div>
        </dl>
      }
    >
      {organisation.description ? (
        <p className="mp-card__description" lang={organisation.locale ?? undefined}>
          {organisation.description}
        </p>
      ) : null}
    </Card>
  );
}

/** Grey cards of the same shape while organisations load. */
export function OrganisationCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="ms-card-grid mp-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="ms-card mp-card-skeleton">
            <div className="ms-card__body">
              <div className="mp-skeleton__logo" />
              <div className="mp-skeleton__title" />
              <div className="mp-skeleton__line" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
