// @moveable/shared/element: what only custom elements need – r2wc glue around the shared providers,
// in a shadow root, rendered once the element's language has loaded. An import-map entry of its
// own, so that pages mounted by the shell don't load it.
export { defineElement } from './define-element.tsx';
