// The tab title follows the page (screen readers announce it on navigation) and always names
// the platform: "Spots · walkable". Never inside an embed: the title is the partner's there.
import { useEffect } from 'react';
import { themeFor } from '../theme/index.ts';
import { useEmbedded, usePageContext } from './context-hooks.tsx';

export function pageTitle(title: string, platformName: string): string {
  return `${title} · ${platformName}`;
}

export function useDocumentTitle(title: string | null | undefined): void {
  const embedded = useEmbedded();
  const { platform } = usePageContext();
  useEffect(() => {
    if (embedded || !title) return;
    const previous = document.title;
    document.title = pageTitle(title, themeFor(platform).name);
    return () => {
      document.title = previous;
    };
  }, [title, embedded, platform]);
}
