// Limits of official-answer templates, for the browser's checks and the server's schemas alike.
import { OFFICIAL_ANSWER_MAX_LENGTH } from '../spots/constants.ts';

export const MAX_ANSWER_TEMPLATE_TITLE = 120;
/** A template becomes an answer's text, so it fits in one. */
export const MAX_ANSWER_TEMPLATE_TEXT = OFFICIAL_ANSWER_MAX_LENGTH;
export const MAX_ANSWER_TEMPLATE_POSITION = 9999;
/** Per organisation: a list people pick from, not a library. */
export const MAX_ANSWER_TEMPLATES = 200;
