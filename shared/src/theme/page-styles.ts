// A micro-frontend's CSS on our own pages: one <style> per id in <head>, added once however many
// components ask (custom elements put their CSS into their shadow root instead).
export function ensurePageStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
