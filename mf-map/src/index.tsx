// single-spa lifecycles of mf-map (the /map route): the shell mounts it into the page (its CSS
// goes into <head>).
import { createLifecycles } from '@moveable/shared/lifecycles';
import { MapRoutes } from './routes.tsx';
import { registerTranslations } from './i18n/register.ts';
import { css } from './styles/index.ts';

registerTranslations(); // mount waits for the texts

export const { bootstrap, mount, unmount, update } = createLifecycles(MapRoutes, { css });
