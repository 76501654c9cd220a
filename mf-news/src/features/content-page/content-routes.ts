// Which content page each of our routes shows (route names from the shell's route table, spec §2;
// page names from the contract). Two routes may not show the same page: each has its own text.
import type { ContentPageName } from '@moveable/contract';

export const CONTENT_ROUTES: Readonly<Record<string, ContentPageName>> = {
  about: 'about',
  guidelines: 'guidelines',
  imprint: 'imprint',
  'imprint-privacy': 'privacy',
  'imprint-terms': 'terms',
  'imprint-privacykeycloak': 'privacykeycloak',
  'imprint-termskeycloak': 'termskeycloak',
  'app-about': 'app-about',
  'app-privacy': 'app-privacy',
  'app-terms': 'app-terms',
};

export function contentPageOf(routeName: string | undefined): ContentPageName | null {
  return routeName !== undefined && Object.hasOwn(CONTENT_ROUTES, routeName) ? CONTENT_ROUTES[routeName]! : null;
}
