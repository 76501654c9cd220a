// Test helpers for the editor: the demo people who write news or do not (shared/testing's
// demo-people.ts: an API client per person, the page's own sign-in), and fresh slugs.
export { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';

let serial = 0;
/** A slug no other test or run uses. */
export function freshSlug(prefix = 'test'): string {
  serial += 1;
  return `${prefix}-${Date.now().toString(36)}-${serial}`;
}
