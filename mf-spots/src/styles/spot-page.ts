// The spot page's own CSS (pages/spots-id.tsx): its actions and dialogs, the photos it may add.
import actionsCss from './spot-actions.css?inline';
import photosCss from './photos.css?inline';

export const spotPageCss: readonly string[] = [actionsCss, photosCss];
