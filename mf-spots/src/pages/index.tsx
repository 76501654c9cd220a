// Route 'index' (/): the home page. Each file of src/pages/ is the page of the route it is named
// after, a chunk of its own (pages/<route>-<hash>.js) that loads with its route (routes.tsx).
export { HomePage as Page } from '../features/home/home-page.tsx';
export { homePageCss as css } from '../styles/home-page.ts';
