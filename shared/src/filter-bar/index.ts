// @moveable/shared/filter-bar: the filter bar of the list, the map and the embeds (spots/filter-bar.tsx).
// An import-map entry of its own, so that the pages without it (the home, the spot page) load none
// of its code. The filter model it changes stays in @moveable/shared (the URL, the stored
// selections and the API query are the same everywhere), and so does its CSS (filterBarCss), which
// the micro-frontends put into their CSS lists.
export { FilterBar, type FilterBarProps, type FilterResults } from '../spots/filter-bar.tsx';
