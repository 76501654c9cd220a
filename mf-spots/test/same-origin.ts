// Test helper: put the jsdom page on the API's origin, as our pages are in production (site and
// API on one origin). jsdom's XMLHttpRequest enforces CORS like a browser, and the API allows
// cross-origin reads only; uploads go through XHR (src/features/common/photos/send-multipart.ts).
import { config } from '@moveable/shared';

interface JsdomHandle {
  reconfigure: (options: { url: string }) => void;
  window: { _origin?: string };
}

export function serveFromApiOrigin(): void {
  const dom = (globalThis as { jsdom?: JsdomHandle }).jsdom;
  if (!dom) throw new Error('needs the jsdom test environment');
  dom.reconfigure({ url: `${config.siteUrl}/` });
  // reconfigure() moves the document, but XMLHttpRequest reads the window's origin, kept from
  // the start (jsdom 29): without this the page's own API would count as cross-origin.
  dom.window._origin = new URL(config.siteUrl).origin;
}

/** A 1×1 PNG. */
export function tinyPng(name: string): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** Everything matching `selector` that was ever added to the document while `watch` ran. */
export function recordAdded(selector: string): { seen: Element[]; stop: () => void } {
  const seen: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) seen.push(node);
        seen.push(...node.querySelectorAll(selector));
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}
