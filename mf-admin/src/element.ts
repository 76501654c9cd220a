// <moveable-admin-figures>: the platform's figures of the admin dashboard, for the association's
// own intranet pages, in a shadow root with its CSS inside; for signed-in staff only, like /admin.
import { defineElement } from '@moveable/shared/element';
import { AdminFigures } from './features/embed/admin-figures.tsx';
import { registerElementTranslations } from './i18n/index.ts';
import { elementCss } from './styles/index.ts';

registerElementTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-admin-figures', AdminFigures, { props: { days: 'number' }, css: elementCss });
