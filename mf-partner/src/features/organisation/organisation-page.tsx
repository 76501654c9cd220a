// /partners/{name} and /town/{name} (layout "partner"): an organisation's page. The profile, the
// spots in its area (map and cards), its official answers, its figures with charts, and its news
// when it has any; each section loads on its own, with its skeleton and its error with "try again".
//
// A page under the other type's path (a partner under /town/, a town under /partners/) is replaced
// by the right path (history.replaceState, query and hash kept): an organisation has one address,
// so old or hand-typed links still arrive, shared links and the document title are the canonical
// ones, and "back" does not land on the wrong address again (a link to the right page would leave a
// second page of the same content, and a dead end, at the wrong one).
import { useEffect } from 'react';
import { ApiError, ErrorScreen, navigate, useDocumentTitle, useLocation, NotFoundScreen } from '@moveable/shared';
import type { Organisation } from '@moveable/contract';
import { organisationPath } from '../common/organisation-path.ts';
import { useOrganisation } from '../common/use-organisation.ts';
import { OrganisationProfile } from './organisation-profile.tsx';
import { OrganisationSpots } from './organisation-spots.tsx';
import { OfficialAnswers } from './official-answers.tsx';
import { StatisticsSection } from './statistics-section.tsx';
import { OrganisationNews } from './organisation-news.tsx';
import { SkeletonLines } from './section-state.tsx';
import { useOrganisationStyles } from './use-organisation-styles.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export type OrganisationRoute = 'partners-name' | 'town-name';

function isOnItsPath(organisation: Organisation, route: OrganisationRoute): boolean {
  return (organisation.type === 'town') === (route === 'town-name');
}

function PageSkeleton() {
  const { t } = useOrganisationTranslation();
  return (
    <div className="mp-page mp-organisation" data-page-loading aria-busy="true">
      <p className="ms-visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="mp-profile" aria-hidden="true">
        <div className="mp-skeleton__logo mp-skeleton__logo--large" />
        <div className="mp-profile__text">
          <div className="mp-skeleton__line" />
          <div className="mp-skeleton__title" />
          <SkeletonLines count={3} />
        </div>
      </div>
    </div>
  );
}

export function OrganisationPage({ slug, route }: { slug: string; route: OrganisationRoute }) {
  const { t } = useOrganisationTranslation();
  useOrganisationStyles();
  const url = useLocation();
  const organisation = useOrganisation(slug);
  const data = organisation.data;
  const misplaced = data !== undefined && !isOnItsPath(data, route);
  useDocumentTitle(data && !misplaced ? data.name : null);

  useEffect(() => {
    if (data && misplaced) navigate(`${organisationPath(data)}${url.search}${url.hash}`, { replace: true });
  }, [data, misplaced, url.search, url.hash]);

  if (organisation.error) {
    const error = organisation.error;
    // 400: the path's name is no organisation slug at all (the API names the field): not found either
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return <NotFoundScreen />;
    return (
      <div className="mp-page mp-organisation">
        <ErrorScreen error={error} message={t('error')} headingLevel={1} size="medium" onRetry={() => organisation.refetch()} />
      </div>
    );
  }
  if (!data || misplaced) return <PageSkeleton />;
  return (
    <div className="mp-page mp-organisation">
      <OrganisationProfile organisation={data} />
      <OrganisationSpots organisation={data} />
      <OfficialAnswers organisation={data} />
      <StatisticsSection organisation={data} />
      <OrganisationNews organisation={data} />
    </div>
  );
}
