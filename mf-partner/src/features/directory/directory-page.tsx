// /partner: the towns, partners and sponsors of the platform in the country, a section per type
// (towns first: they answer spots officially), each a grid of cards with logos and counts; links
// to the partner map and to premium. What the route puts below (the developers' section) follows
// once the directory has answered, so nothing below the cards moves while they load.
import { useId, type ReactNode } from 'react';
import { ORGANISATION_TYPES, type OrganisationSummary, type OrganisationType } from '@moveable/contract';
import { Button, ErrorScreen, Link, useDocumentTitle } from '@moveable/shared';
import { OrganisationCard, OrganisationCardSkeletons } from '../common/organisation-card.tsx';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { useDirectory } from './use-directory.ts';

function TypeSection({ type, organisations }: { type: OrganisationType; organisations: OrganisationSummary[] }) {
  const { t } = usePartnerTranslation();
  const headingId = useId();
  return (
    <section className="mp-directory__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`directory.sections.${type}`)}</h2>
      <ul className="ms-card-grid mp-grid">
        {organisations.map((organisation) => (
          <li key={organisation.slug}>
            <OrganisationCard organisation={organisation} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DirectoryPage({ children }: { children?: ReactNode }) {
  const { t } = usePartnerTranslation();
  const directory = useDirectory();
  useDocumentTitle(t('directory.title'));

  const intro = (
    <>
      <h1>{t('directory.title')}</h1>
      <p className="mp-lead">{t('directory.intro')}</p>
      <p className="mp-directory__links">
        <Link to="/partnermap">{t('directory.toMap')}</Link>
        <Link to="/premium">{t('directory.toPremium')}</Link>
      </p>
    </>
  );

  if (directory.error) {
    return (
      <div className="mp-page">
        {intro}
        <ErrorScreen error={directory.error} size="medium" headingLevel={2} onRetry={() => directory.refetch()} />
        {children}
      </div>
    );
  }
  if (directory.isPending) {
    return (
      <div className="mp-page" data-page-loading aria-busy="true">
        {intro}
        <p className="ms-visually-hidden" role="status">
          {t('directory.loading')}
        </p>
        <OrganisationCardSkeletons count={6} />
      </div>
    );
  }

  const organisations = directory.data.pages.flatMap((page) => page.items);
  const byType = ORGANISATION_TYPES.map((type) => [type, organisations.filter((o) => o.type === type)] as const).filter(
    ([, list]) => list.length > 0,
  );
  return (
    <div className="mp-page mp-directory">
      {intro}
      {byType.length === 0 ? (
        <p>{t('directory.empty')}</p>
      ) : (
        byType.map(([type, list]) => <TypeSection key={type} type={type} organisations={list} />)
      )}
      {directory.hasNextPage ? (
        <Button onClick={() => directory.fetchNextPage()} disabled={directory.isFetchingNextPage}>
          {t('directory.showMore')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
