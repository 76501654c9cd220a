import type { RouteParams } from '@moveable/shared';

/** What every page module of src/pages/ exports: the page of its route, given the route's params. */
export interface PageModule {
  Page: (props: { params: RouteParams }) => React.ReactNode;
  /** The page's own CSS, added to the page's <head> after the micro-frontend's (routes.tsx). */
  css?: readonly string[];
}
