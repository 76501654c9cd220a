// The texts of @moveable/shared in one language: a chunk of its own (i18n/de-<hash>.js), loaded
// only when a page shows this language.
export { default as shared } from '../de.json';
export { default as session } from '../../session/i18n/de.json';
export { default as filters } from '../../spots/i18n/de.json';
