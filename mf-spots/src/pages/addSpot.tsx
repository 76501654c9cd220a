// Route 'addSpot' (/addSpot): the form for a new spot.
export { AddSpotPage as Page } from '../features/add-spot/add-spot-page.tsx';
export { spotFormCss as css } from '../styles/spot-form.ts';
