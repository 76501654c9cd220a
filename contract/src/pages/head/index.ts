export * from './head-texts.ts';
export * from './platform-head.ts';
export * from './page-title.ts';
export * from './page-links.ts';
export * from './page-head.ts';
export * from './news-feeds.ts';
export * from './spot-feeds.ts';
