// <moveable-map>: the map for partner websites, from the same components as the page, in a shadow
// root with its CSS inside (the same CSS as on our pages; the map kit adds Leaflet's, without
// which the tiles spill over the page).
//   <moveable-map organisation="zuerich" height="480px" famed="shame" lang="fr"></moveable-map>
//   <moveable-map center="46.948,7.447" zoom="14"></moveable-map>
import { defineElement } from '@moveable/shared/element';
import { EmbeddedMap } from './features/map/embedded-map.tsx';
import { registerTranslations } from './i18n/register.ts';
import { css } from './styles/index.ts';

registerTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-map', EmbeddedMap, {
  props: { center: 'string', zoom: 'number', height: 'string' }, // and the common attributes (defineElement)
  css,
  spotSelect: true,
});
