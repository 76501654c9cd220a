// User text (spot descriptions, comments, official answers) as HTML for dangerouslySetInnerHTML:
// the escaped text at once, with its links once the sanitiser has loaded (sanitizer.ts), which
// the first use starts. Same words, same lines: adding the links moves nothing.
import { useEffect, useMemo, useState } from 'react';
import { linkify } from './linkify';
import { isSanitizerLoaded, loadSanitizer } from './sanitizer';

export function useLinkified(text: string | null | undefined): string {
  const [loaded, setLoaded] = useState(isSanitizerLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadSanitizer().then(
      () => live && setLoaded(true),
      (error: unknown) => console.error('moveable: the sanitiser failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  // `loaded` changes what linkify returns (links or not)
  return useMemo(() => linkify(text), [text, loaded]);
}
