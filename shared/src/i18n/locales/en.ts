// The texts of @moveable/shared in one language: a chunk of its own (i18n/en-<hash>.js), loaded
// only when a page shows this language.
export { default as shared } from '../en.json';
export { default as session } from '../../session/i18n/en.json';
export { default as filters } from '../../spots/i18n/en.json';
