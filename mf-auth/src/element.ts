// <moveable-login-button>: a "Log in" link to our site for partner pages. On a partner's page
// our session cookie does not travel, so the element never knows who is signed in; it sends
// people to our sign-in page, which brings them back to the page given in `redirect` when that
// is ours, else home.
import { defineElement } from '@moveable/shared';
import cssInline from './styles/auth.css?inline';
import { LoginButton } from './features/login/login-button.tsx';
import { registerTranslations } from './i18n/index.ts';

registerTranslations();

defineElement('moveable-login-button', LoginButton, { props: { redirect: 'string' }, css: [cssInline] });
