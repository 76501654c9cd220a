/** The import map(s) of this page, merged: which modules the shell may mount. */
export function pageImportMap(doc: Document = document): { imports?: Record<string, string> } {
  const maps = [...doc.querySelectorAll('script[type="importmap"]')];
  const imports: Record<string, string> = {};
  for (const el of maps) {
    try {
      Object.assign(imports, (JSON.parse(el.textContent ?? '{}') as { imports?: Record<string, string> }).imports);
    } catch {
      // An unreadable map is the page's problem; the browser reports it too.
    }
  }
  return { imports };
}
