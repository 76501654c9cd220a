// <moveable-login-button>: a "Log in" link to our site for partner pages. On a partner's page
// our session cookie does not travel, so the element never knows who is signed in; it sends
// people to our sign-in page, which brings them back to the page given in `redirect` when that
// is ours, else home. In a shadow root with its CSS inside (the same CSS as on our pages).
import { defineElement } from '@moveable/shared/element';
import { LoginButton } from './features/login/login-button.tsx';
import { registerTranslations } from './i18n/index.ts';
import { css } from './styles/index.ts';

registerTranslations(); // the element renders once its texts are in (defineElement)

defineElement('moveable-login-button', LoginButton, { props: { redirect: 'string' }, css });
