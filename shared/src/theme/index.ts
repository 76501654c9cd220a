export * from './themes';
export * from './contact';
export * from './colors';
export { themeCss } from './theme-css';
export { ensurePageStyle } from './page-styles';
