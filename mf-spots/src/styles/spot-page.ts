// The spot page's own CSS (pages/spots-id.tsx): the spot, its still map, its actions and dialogs,
// the photos it may add.
import detailCss from './spot-detail.css?inline';
import miniMapCss from './mini-map.css?inline';
import actionsCss from './spot-actions.css?inline';
import photosCss from './photos.css?inline';

export const spotPageCss: readonly string[] = [detailCss, miniMapCss, actionsCss, photosCss];
