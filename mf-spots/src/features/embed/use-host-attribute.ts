// A boolean attribute on the custom element that hosts this tree. r2wc skips attributes with an
// empty value, so a bare `<moveable-spots filter-bar>` never reaches the props: read the host.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { presenceAttribute } from './attributes.ts';

export function useHostFlag(ref: RefObject<HTMLElement | null>, name: string): boolean {
  const [on, setOn] = useState(false);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    const host = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root.host : null;
    if (!host) return;
    const read = () => setOn(host.hasAttribute(name) && presenceAttribute(host.getAttribute(name)));
    read();
    const observer = new MutationObserver(read); // removing the attribute turns it off again
    observer.observe(host, { attributes: true, attributeFilter: [name] });
    return () => observer.disconnect();
  }, [ref, name]);
  return on;
}
