// single-spa lifecycles of mf-map (the /map route). The page's CSS goes into <head> once: the
// shell mounts us into the light DOM.
import { createLifecycles, filterBarCss } from '@moveable/shared';
import { MapRoutes } from './routes.tsx';
import { registerTranslations } from './i18n/register.ts';
import { injectPageStyles } from './styles/index.ts';

registerTranslations();

const lifecycles = createLifecycles(MapRoutes);

export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;
export const update = lifecycles.update;
export async function mount(props: Parameters<typeof lifecycles.mount>[0]) {
  injectPageStyles(document, [filterBarCss]);
  return lifecycles.mount(props);
}
