export * from './themes';
export * from './contact';
export * from './colors';
export { themeCss } from './theme-css';
export { addCss, addPageCss, ensurePageStyle } from './page-styles';
