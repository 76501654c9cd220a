// The spot form's own CSS (pages/addSpot.tsx, pages/spots-id-edit.tsx).
import photosCss from './photos.css?inline';
import addSpotCss from './add-spot.css?inline';

export const spotFormCss: readonly string[] = [photosCss, addSpotCss];
