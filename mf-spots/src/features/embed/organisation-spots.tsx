// An organisation's spots (or the platform's in the country when none is named): the embed
// route /embed/spots/{organisation} and the <moveable-spots> element show the same thing. The
// filters stay in component state: the page around an embed is someone else's (their URL, their
// storage), and a partner shows its own spots, not the visitor's last selection.
import { useId } from 'react';
import { ApiError, ErrorScreen, Link, Spinner, useOrganisation, useSpotFilters, type SpotFilters } from '@moveable/shared';
import { SpotResults } from '../common/spot-list/spot-results.tsx';
import { EmbedFilterBar } from './embed-filter-bar.tsx';
import { NotFound } from '../common/not-found.tsx';
import { useDocumentTitle } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export interface OrganisationSpotsProps {
  organisation?: string;
  initialFilters?: Partial<SpotFilters>;
  showFilters?: boolean;
  /** Spots in the first page (the API allows 1 to 500). */
  firstPage?: number;
  /** 1 on our own embed page; 2 inside a partner's page, under their h1. */
  headingLevel?: 1 | 2;
}

export function OrganisationSpots({ organisation, initialFilters, showFilters = true, firstPage, headingLevel = 1 }: OrganisationSpotsProps) {
  const { t } = useSpotsTranslation();
  const headingId = useId();
  const org = useOrganisation(organisation);
  const { filters, setFilters, resetFilters } = useSpotFilters({ mode: 'local', initial: initialFilters });
  const title = organisation ? org.data?.name : t('embed.titleDefault');
  useDocumentTitle(title);

  // 400: not even a slug (a partner's typo in the attribute) – as unknown as a missing one.
  const unknown = org.error instanceof ApiError && (org.error.statusCode === 404 || org.error.statusCode === 400);
  if (organisation && unknown) {
    if (headingLevel === 1) return <NotFound />;
    return <ErrorScreen error={{ statusCode: 404 }} message={t('embed.unknownOrganisation', { organisation })} headingLevel={3} size="small" />;
  }
  if (organisation && org.isError)
    return (
      <ErrorScreen error={org.error} message={t('list.error')} headingLevel={headingLevel === 1 ? 1 : 3} size="small" onRetry={() => org.refetch()} />
    );
  if (organisation && org.isPending) return <Spinner size="md" label={t('list.loading')} />;

  const Heading = `h${headingLevel}` as const;
  const extra = { organisation, firstPage };
  return (
    <div className="mv-spots mv-organisation-spots">
      <Heading id={headingId} className="mv-page-title">
        {title}
      </Heading>
      {showFilters && <EmbedFilterBar filters={filters} extra={extra} onChange={setFilters} onReset={resetFilters} showRegion={!organisation} />}
      <SpotResults
        filters={filters}
        extra={extra}
        onResetFilters={showFilters ? resetFilters : undefined}
        labelledBy={headingId}
        cardHeadingLevel={headingLevel === 1 ? 2 : 3}
        skeletonCount={Math.min(firstPage ?? 8, 8)}
      />
      <p className="mv-organisation-spots__more">
        <Link to="/spots">{t('embed.moreOnSite')}</Link>
      </p>
    </div>
  );
}
