// The session of @moveable/shared (spec §3, §4): pure rules, the one store of the page, the auth
// popup. Importing it registers the store as the API client's token source. Its texts (namespace
// 'session') load with the shared package's language chunk (runtime/i18n.ts).
import { setAccessTokenSource } from '../runtime/context-hooks.tsx';
import { getFreshAccessToken, rejectedAfterRenewal, renewRejectedToken } from './session-store.ts';

export type { User, PublicUser, Membership, SessionTokens, SessionAnswer, AuthResponse, AuthProvider } from './types.ts';
export { jwtPayload, tokenExpiry, isExpired } from './tokens.ts';
export { decideAuth, TOKEN_SKEW_SECONDS, type AuthDecision, type AuthInput } from './decide-auth.ts';
export { singleFlight } from './single-flight.ts';
export { showOnboarding } from './onboarding.ts';
export {
  getSession,
  subscribeSession,
  loadSession,
  clearSession,
  signIn,
  signOut,
  adoptAuthResponse,
  updateSessionUser,
  getFreshAccessToken,
  currentAccessToken,
  SessionError,
  LOGIN_FAILED_KEY,
  type SessionState,
  type SessionStatus,
} from './session-store.ts';
export { useSession } from './use-session.ts';
export { authServiceBearer, authServiceApi } from './auth-service.ts';
export { useAuthServiceApi } from './use-auth-service-api.ts';
export { openAuthPopup, finishAuthPopup, popupFeatures, AUTH_POPUP_SIZE, AUTH_POPUP_FLAG, type PopupOutcome, type WindowFrame } from './popup.ts';
export { SESSION_NAMESPACE } from './i18n/namespace.ts';

setAccessTokenSource(() => getFreshAccessToken(), { renew: renewRejectedToken, rejected: rejectedAfterRenewal });
