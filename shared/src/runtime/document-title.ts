// The tab title follows the page (screen readers announce it on navigation) and always names
// the platform: "Spots · walkable". Never inside an embed: the title is the partner's there.
// Pages with a fixed title get it from the shell by route (shared/src/runtime/page-head.ts); this
// hook is for titles from data (a spot's, a person's). On unmount the page's title goes back to
// the current route's own – unless someone has set another one meanwhile.
import { useEffect } from 'react';
import { composePageTitle } from '@moveable/contract';
import { useEmbedded, usePageContext } from './context-hooks.tsx';
import { routeDocumentTitle } from './page-head.ts';

export function useDocumentTitle(title: string | null | undefined): void {
  const embedded = useEmbedded();
  const { platform } = usePageContext();
  useEffect(() => {
    if (embedded || !title) return;
    const own = composePageTitle(title, platform);
    document.title = own;
    return () => {
      if (document.title === own) document.title = routeDocumentTitle();
    };
  }, [title, embedded, platform]);
}
