// The newsletter's rules both sides know: which consent texts exist, and how long a confirmation
// link works.

/**
 * Versions of the consent text the subscription form shows, oldest first. The form sends the
 * version it showed; the server stores it with the subscription and accepts only these. A changed
 * text gets a new version here (the date it took effect), added at the end.
 */
export const NEWSLETTER_CONSENT_VERSIONS = ['2026-11-26'] as const;
export type NewsletterConsentVersion = (typeof NEWSLETTER_CONSENT_VERSIONS)[number];
/** The text the form shows now. */
export const NEWSLETTER_CONSENT_VERSION: NewsletterConsentVersion = NEWSLETTER_CONSENT_VERSIONS[NEWSLETTER_CONSENT_VERSIONS.length - 1]!;

/** A confirmation link works this long; an unconfirmed request is deleted after it. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

/** The site page the mails link to: ?confirm=<token> and ?unsubscribe=<token>. */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
