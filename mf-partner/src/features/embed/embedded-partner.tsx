// <moveable-partner name="zuerich">: an organisation's card (logo, name, type, counts) for a
// partner's page; the card's link leads to its page on our site (the shared Link inside an element).
import { ApiError, ErrorScreen } from '@moveable/shared';
import { OrganisationCard, OrganisationCardSkeletons } from '../common/organisation-card.tsx';
import { useOrganisation } from '../common/use-organisation.ts';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';

export interface EmbeddedPartnerProps {
  name?: string;
}

function PartnerCard({ slug }: { slug: string }) {
  const { t } = usePartnerTranslation();
  const organisation = useOrganisation(slug);
  if (organisation.isPending) {
    return (
      <div role="status" aria-label={t('element.loading')}>
        <OrganisationCardSkeletons count={1} />
      </div>
    );
  }
  if (organisation.error) {
    const notFound = organisation.error instanceof ApiError && organisation.error.statusCode === 404;
    return notFound ? (
      <p className="mp-element__empty">{t('element.notFound', { name: slug })}</p>
    ) : (
      <ErrorScreen error={organisation.error} message={t('element.error')} headingLevel={3} size="small" onRetry={() => organisation.refetch()} />
    );
  }
  return <OrganisationCard organisation={organisation.data} headingLevel={3} />;
}

export function EmbeddedPartner({ name }: EmbeddedPartnerProps) {
  const { t } = usePartnerTranslation();
  const slug = name?.trim();
  return (
    <div className="mp-element">{slug ? <PartnerCard key={slug} slug={slug} /> : <p className="mp-element__empty">{t('element.noName')}</p>}</div>
  );
}
