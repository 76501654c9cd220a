// @moveable/shared/element: what only custom elements need – r2wc glue around the shared providers,
// in a shadow root, rendered once the element's language has loaded, and the attributes every
// element takes. An import-map entry of its own, so that pages mounted by the shell don't load it.
export { defineElement, type ElementProps } from './define-element.tsx';
export {
  readCommonAttributes,
  COMMON_ATTRIBUTE_PROPS,
  ELEMENT_THEMES,
  type CommonAttributes,
  type CommonSettings,
  type ElementTheme,
  type SpotSelection,
} from './common-attributes.ts';
export { SPOT_SELECT, type SpotSelectDetail } from './spot-select.ts';
