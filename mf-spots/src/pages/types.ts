import type { RouteParams } from '@moveable/shared';

/** What every page module of src/pages/ exports: the page of its route, given the route's params. */
export interface PageModule {
  Page: (props: { params: RouteParams }) => React.ReactNode;
}
