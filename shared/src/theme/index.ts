export * from './themes';
export * from './contact';
export * from './colors';
export { themeCss } from './theme-css';
export { addCss, addPageCss, adoptCss, canAdoptSheets, ensurePageStyle } from './page-styles';
