export * from './platform';
export * from './country';
export * from './locale';
export * from './cookies';
export * from './preferences';
export * from './stored-selections';
export * from './country-views';
