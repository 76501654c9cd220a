// Page-view analytics (spec §7, §9; issue 14): what browser and server agree on. No schemas here:
// the shell imports this file.

/** Where the shell sends a page view (under /api). */
export const PAGE_VIEW_PATH = '/event';

/** The longest page path and referrer an event may carry (a browser's address bar holds more; ours are short). */
export const MAX_EVENT_PATH = 2000;
export const MAX_EVENT_REFERRER = 2000;

/** The longest referrer host kept (a DNS name is at most 253 characters). */
export const MAX_REFERRER_HOST = 253;
