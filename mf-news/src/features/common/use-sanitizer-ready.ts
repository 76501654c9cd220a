// Articles (content pages, news) insert HTML: it goes through the page's DOMPurify first, which
// loads with the first page that needs it. Until then sanitizeArticleHtml would show the markup
// as text, so pages show their skeleton a moment longer instead.
import { useEffect, useState } from 'react';
import { isSanitizerLoaded, loadSanitizer } from '@moveable/shared';

export function useSanitizerReady(): boolean {
  const [ready, setReady] = useState(isSanitizerLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      () => undefined, // a failed chunk: the skeleton stays; the shell's chunk guard reloads the page
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
