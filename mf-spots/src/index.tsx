// single-spa lifecycles of mf-spots: the shell mounts it for the routes it owns, into the page
// (its CSS goes into <head>). A mount waits for the texts and for the chunk of the route's page,
// so the page's first frame is its own.
import { getCurrentRoute } from '@moveable/shared';
import { createLifecycles } from '@moveable/shared/lifecycles';
import { App, preloadPage } from './routes.tsx';
import { registerTranslations } from './i18n/index.ts';
import { css } from './styles/index.ts';

registerTranslations(); // mount waits for the texts

export const { bootstrap, mount, unmount } = createLifecycles(App, { css, beforeMount: () => preloadPage(getCurrentRoute()?.name) });
