// Offline reading (issue 14): the site's service worker (shell/sw/sw.js, served at /sw.js) keeps
// the pages visited and their files. Registered after the first view, never from an embed page
// (a partner's frame is no visit to our site).
export function registerServiceWorker(layout: string | undefined): void {
  if (layout === 'embed' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
}
