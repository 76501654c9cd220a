// The texts of @moveable/shared in one language: a chunk of its own (i18n/fr-<hash>.js), loaded
// only when a page shows this language.
export { default as shared } from '../fr.json';
export { default as session } from '../../session/i18n/fr.json';
export { default as filters } from '../../spots/i18n/fr.json';
