// single-spa lifecycles of mf-admin: the shell mounts it for the admin routes (the dashboard, the
// e-mails, the organisations), its CSS into <head>.
import { getCurrentRoute } from '@moveable/shared';
import { createLifecycles } from '@moveable/shared/lifecycles';
import { App, preloadPage } from './routes.tsx';
import { registerTranslations } from './i18n/index.ts';
import { css } from './styles/index.ts';

registerTranslations(); // mount waits for the texts

export const { bootstrap, mount, unmount } = createLifecycles(App, { css, beforeMount: () => preloadPage(getCurrentRoute()?.name) });
