// @moveable/shared/lifecycles: what only pages mounted by the shell need – single-spa-react glue
// around the shared providers. An import-map entry of its own, so that the custom elements on a
// partner's page (which import @moveable/shared only) load neither single-spa nor single-spa-react.
export { createLifecycles, type LifecycleOptions, type MicroFrontendProps } from './create-lifecycles.tsx';
