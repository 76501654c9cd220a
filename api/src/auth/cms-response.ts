// A signed-in session as the CMS-style auth service answers it (spec §3: access_token,
// refresh_token, expires): sign-in, refresh and an accepted invitation answer alike.
import type { IssuedSession } from './session-issuer.ts';

export const cmsAuthResponse = (session: IssuedSession) => ({
  data: { access_token: session.accessToken, refresh_token: session.refreshToken, expires: session.expiresInMs },
});
