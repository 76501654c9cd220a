// The preview inserts HTML: it waits for the page's DOMPurify (loaded with the first page that
// needs it), so nothing reaches innerHTML unsanitised. (Not common/use-sanitizer-ready.ts: see
// editor-loading.tsx.)
import { useEffect, useState } from 'react';
import { isSanitizerLoaded, loadSanitizer } from '@moveable/shared';

export function useSanitizer(): boolean {
  const [ready, setReady] = useState(isSanitizerLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      () => undefined, // a failed chunk: the preview stays empty; the shell's chunk guard reloads the page
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
