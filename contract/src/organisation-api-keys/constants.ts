// Organisation API keys (issue 15): what the browser shows and checks, and the server enforces.

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'mvk_';
export const MAX_API_KEY_NAME = 80;
/** Per organisation, revoked ones included: a handful of systems, not one key per request. */
export const MAX_API_KEYS = 50;
