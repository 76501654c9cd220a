// Small helpers for element tests: no assertion library, just errors that say what was expected.
export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until `probe()` returns something truthy, or fails with `what`. */
export async function waitFor(probe, what, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function mount(html) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host;
}
