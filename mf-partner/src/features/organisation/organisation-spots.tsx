// The spots in the organisation's area: the map of the area, the newest spots as cards with "show
// more", and links to the full list and map. Those pages read no ?organisation= (the shared filter
// model has no such filter), but they read ?regionId=, and the API's organisation filter is "in its
// regions": for an area of one region that link shows the same spots, so we give it then; an area
// of several regions has only this page's list.
import { useId } from 'react';
import { Button, Link, type SpotFilters, filtersToSearchParams, emptySpotFilters } from '@moveable/shared';
import type { Organisation } from '@moveable/contract';
import { AreaMap } from './area-map.tsx';
import { OrganisationSpotCard, SpotCardSkeletons } from './spot-card.tsx';
import { SectionError, SectionLoading } from './section-state.tsx';
import { SPOTS_PAGE, useOrganisationSpots } from './use-organisation-spots.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

function regionQuery(regionId: number): string {
  const filters: SpotFilters = { ...emptySpotFilters(), regionId };
  return filtersToSearchParams(filters).toString();
}

function SpotList({ slug }: { slug: string }) {
  const { t } = useOrganisationTranslation();
  const spots = useOrganisationSpots(slug);
  if (spots.isPending) {
    return (
      <SectionLoading label={t('spots.loading')}>
        <SpotCardSkeletons count={SPOTS_PAGE} />
      </SectionLoading>
    );
  }
  if (spots.isError) return <SectionError error={spots.error} message={t('spots.error')} onRetry={() => spots.refetch()} />;
  const items = spots.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p>{t('spots.empty')}</p>;
  return (
    <>
      <ul className="ms-card-grid mp-spot-grid">
        {items.map((spot) => (
          <li key={spot.id}>
            <OrganisationSpotCard spot={spot} />
          </li>
        ))}
      </ul>
      {spots.hasNextPage ? (
        <Button variant="white" onClick={() => spots.fetchNextPage()} disabled={spots.isFetchingNextPage}>
          {t('spots.showMore')}
        </Button>
      ) : null}
    </>
  );
}

export function OrganisationSpots({ organisation }: { organisation: Organisation }) {
  const { t } = useOrganisationTranslation();
  const headingId = useId();
  const [onlyRegion] = organisation.regionIds.length === 1 ? organisation.regionIds : [];
  return (
    <section className="mp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('spots.title')}</h2>
      {organisation.regionIds.length === 0 ? (
        <p>{t('spots.noArea')}</p>
      ) : (
        <>
          {onlyRegion !== undefined ? (
            <p className="mp-section__links">
              <Link to={`/spots?${regionQuery(onlyRegion)}`}>{t('spots.toList')}</Link>
              <Link to={`/map?${regionQuery(onlyRegion)}`}>{t('spots.toMap')}</Link>
            </p>
          ) : null}
          <AreaMap slug={organisation.slug} label={t('spots.mapLabel', { name: organisation.name })} />
          <SpotList slug={organisation.slug} />
        </>
      )}
    </section>
  );
}
