// Routes 'spots' and 'entries' (/spots, /entries): the list with its filter bar.
export { SpotListPage as Page } from '../features/list/spot-list-page.tsx';
