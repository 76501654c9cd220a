// single-spa lifecycles of mf-news: the shell mounts it for the routes it owns, into the page
// (its CSS goes into <head>).
import { createLifecycles } from '@moveable/shared/lifecycles';
import { App } from './routes.tsx';
import { registerTranslations } from './i18n/index.ts';
import { css } from './styles/index.ts';

registerTranslations(); // mount waits for the texts

export const { bootstrap, mount, unmount } = createLifecycles(App, { css });
