// The page's head texts on the browser side: the contract's (contract/src/pages/head/), which the
// server renders into the page HTML, so the title a page shows after navigating is the one its
// address shows before any script ran. Pages with a fixed title (list, map, sign-in, adding a
// spot) get it from the shell by route; their headings read the same text here.
import { documentTitleFor, HEAD_TEXTS, type HeadTexts } from '@moveable/contract';
import { usePageContext } from './context-hooks.tsx';
import { getPageContext } from './page-context.ts';
import { getCurrentRoute } from './route-store.ts';

/** The head texts in the page's language. */
export function useHeadTexts(): HeadTexts {
  return HEAD_TEXTS[usePageContext().locale];
}

/** The title of the current page before its data (if any) arrives: its fixed title, else the platform's. */
export function routeDocumentTitle(): string {
  const { platform, locale } = getPageContext();
  const route = getCurrentRoute();
  return documentTitleFor({ platform, locale, routeName: route?.name ?? null, query: new URLSearchParams(location.search) });
}
