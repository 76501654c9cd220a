// Spots in @moveable/shared: API shapes, the one filter model, the filter bar. The list and the
// map both build on these, so a filter means the same in both.
export type {
  LatLng,
  Address,
  Photo,
  SpotSummary,
  SpotDetail,
  SpotAuthor,
  Category,
  Region,
  RegionRef,
  OfficialAnswer,
  OfficialAnswerStatus,
  Organisation,
  SpotViewer,
  SpotPage,
} from './types.ts';
export { OFFICIAL_ANSWER_STATUSES } from './types.ts';
export { uploadPhoto, photoUploadErrorKey } from './upload-photo.ts';
export {
  SPOT_SORTS,
  DEFAULT_SPOT_SORT,
  SPOT_FILTER_PARAMS,
  MAX_CATEGORY_FILTERS,
  EMPTY_SPOT_FILTERS,
  emptySpotFilters,
  normalizeFilters,
  withFilter,
  withCategory,
  withDate,
  parseFilters,
  filtersToSearchParams,
  filtersToApiQuery,
  hasFilterParams,
  isDefaultFilters,
  activeFilterCount,
  type SpotSort,
  type SpotFilters,
  type SpotFilterParam,
  type SpotApiQuery,
} from './filters.ts';
export {
  selectionsToFilters,
  filtersToSelections,
  browserFilterStore,
  readStoredFilters,
  storeFilters,
  restoredSearchParams,
  type FilterSelections,
  type FilterStore,
} from './filter-storage.ts';
export { useSpotFilters, type SpotFilterState, type UseSpotFiltersOptions } from './use-spot-filters.ts';
export {
  apiScope,
  referenceKeys,
  categoriesQuery,
  regionsQuery,
  organisationQuery,
  useCategories,
  useRegions,
  useOrganisation,
  categoryLabel,
  type ApiScope,
} from './reference-data.ts';
export { photoSrcset, photoUrl } from './photo-url.ts';
export { spotPath, mapPathAt } from './spot-links.ts';
// FilterBar: @moveable/shared/filter-bar (src/filter-bar/); its CSS stays here, in the lists' CSS.
export { filterBarCss } from './filter-bar-css.ts';
