// One DOM node for all micro-frontends, created once and moved into whichever layout is showing:
// switching layouts (list → map) must not unmount the applications rendered inside it.
const outlet = document.createElement('div');
outlet.id = 'moveable-outlet';

export function outletNode(): HTMLElement {
  return outlet;
}

/** The container single-spa mounts one application into. */
export function containerFor(appName: string): HTMLElement {
  const id = `single-spa-application:${appName}`;
  let el = outlet.querySelector<HTMLElement>(`[id="${id}"]`);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    outlet.appendChild(el);
  }
  return el;
}
