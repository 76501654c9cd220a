// The session of spec §3/§4: who is signed in, and the tokens every API request needs. ONE store
// per page (it lives in @moveable/shared), read by the shell's header and by mf-auth alike.
//
// The server keeps the refresh token in an httpOnly cookie (`moveable_session`, path /api), so
// the session survives a reload: GET /api/_auth/session answers the user and a fresh token pair
// from that cookie. The browser keeps the pair in memory only.
import { ApiError, type ApiClient } from '../runtime/api-client.ts';
import { queryClient } from '../runtime/query-client.ts';
import { navigate, routePath } from '../runtime/router.ts';
import { authServiceApi } from './auth-service.ts';
import { decideAuth } from './decide-auth.ts';
import { showOnboarding } from './onboarding.ts';
import { singleFlight } from './single-flight.ts';
import type { AuthResponse, SessionTokens, User } from './types.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  /** 'loading' until the first answer of GET /api/_auth/session. */
  status: SessionStatus;
  user: User | null;
  /** Spec §2: true while the user's firstLogin is null. */
  showOnboarding: boolean;
}

/** The i18n key (namespace 'session') of spec §4's login failure. */
export const LOGIN_FAILED_KEY = 'session:loginFailed';

/** A failure the session module names itself; `i18nKey` is the text to show. */
export class SessionError extends Error {
  readonly i18nKey: string;
  constructor(i18nKey: string, message: string) {
    super(message);
    this.name = 'SessionError';
    this.i18nKey = i18nKey;
  }
}

/** A 401 with this code means "wrong e-mail or password", not "your token is no good". */
const WRONG_CREDENTIALS = 'invalid_credentials';

const LOADING: SessionState = { status: 'loading', user: null, showOnboarding: false };
const ANONYMOUS: SessionState = { status: 'anonymous', user: null, showOnboarding: false };

let state: SessionState = LOADING;
let tokens: SessionTokens | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState, nextTokens: SessionTokens | null): void {
  const before = state.status;
  state = next;
  tokens = nextTokens;
  listeners.forEach((l) => l());
  // Someone else now looks at the page: answers fetched for the previous person are stale.
  if (before !== 'loading' && before !== next.status) void queryClient.invalidateQueries();
}

function authenticated(user: User, pair: SessionTokens): void {
  setState({ status: 'authenticated', user, showOnboarding: showOnboarding(user) }, pair);
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's access token as this store holds it (valid or not), for the auth service's calls. */
export function currentAccessToken(): string | null {
  return tokens?.accessToken ?? null;
}

/**
 * The session's own calls are the auth service's (auth-service.ts): the access token while it is
 * valid, else the public app token; never a wait for a refresh (no waiting on ourselves), the
 * cookie does the work.
 */
function sessionApi(): ApiClient {
  return authServiceApi(currentAccessToken);
}

function pairFrom(answer: Partial<SessionTokens> | undefined): SessionTokens | null {
  return answer?.accessToken && answer.refreshToken ? { accessToken: answer.accessToken, refreshToken: answer.refreshToken } : null;
}

async function fetchSession(): Promise<SessionState> {
  const answer = await sessionApi().get('/_auth/session');
  const pair = pairFrom(answer?.jwt);
  if (answer?.user && pair) authenticated(answer.user, pair);
  else setState(ANONYMOUS, null);
  return state;
}

/**
 * GET /api/_auth/session (spec §7) and publish the answer. Concurrent callers share one request.
 * A server that cannot be reached leaves the page usable: anonymous on a first load, the
 * current state on a reload (the error is thrown for whoever asked).
 */
export const loadSession: () => Promise<SessionState> = singleFlight(async () => {
  try {
    return await fetchSession();
  } catch (error) {
    if (state.status === 'loading') {
      setState(ANONYMOUS, null);
      return state;
    }
    throw error;
  }
});

/** The first load, once; later callers get the known state at once. */
function ensureLoaded(): Promise<SessionState> | SessionState {
  return state.status === 'loading' ? loadSession() : state;
}

/** Session cleared (spec §4): in memory here; the cookie goes with DELETE /api/_auth/session. */
export function clearSession(): void {
  setState(ANONYMOUS, null);
}

/** Spec §4/§8: tokens missing, expired or refused → session cleared, person sent to /logout. */
function logoutFlow(): void {
  clearSession();
  if (typeof location !== 'undefined' && routePath(location.pathname) !== '/logout') navigate('/logout');
}

/**
 * GET /api/jwt/refresh (the cookie's refresh token, rotated by the server), then the session is
 * reloaded (spec §4). ONE refresh for any number of requests that find the token expired.
 */
const refresh: () => Promise<SessionTokens> = singleFlight(async () => {
  const pair = pairFrom(await sessionApi().get('/jwt/refresh'));
  if (!pair) throw new SessionError('shared:error.unauthorized', 'the refresh answered no tokens');
  tokens = pair;
  const reloaded = await fetchSession();
  if (reloaded.status !== 'authenticated' || !tokens) throw new SessionError('shared:error.unauthorized', 'the session ended during refresh');
  return tokens;
});

/**
 * The token source of the API client: the access token to send, or null (anonymous). Waits for
 * the first session load, and for a refresh when the access token has expired.
 */
export async function getFreshAccessToken(now: () => number = Date.now): Promise<string | null> {
  const current = await ensureLoaded();
  const decision = decideAuth({
    loggedIn: current.status === 'authenticated',
    accessToken: tokens?.accessToken,
    refreshToken: tokens?.refreshToken,
    now: now(),
  });
  switch (decision) {
    case 'anonymous':
      return null;
    case 'proceed':
      return tokens?.accessToken ?? null;
    case 'refresh':
      try {
        return (await refresh()).accessToken;
      } catch (error) {
        return refreshFailed(error);
      }
    case 'logout':
      logoutFlow();
      return null;
  }
}

function isCredentialFailure(error: ApiError): boolean {
  return error.code === WRONG_CREDENTIALS;
}

/**
 * The refresh could not reach the server (offline, timeout): that is no answer about the
 * session, so nobody is signed out for it; the request fails as any request would offline.
 */
function unreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.statusCode >= 500);
}

/** Spec §4: a refresh that fails ends the session, unless it never reached the server. */
function refreshFailed(error: unknown): null {
  if (unreachable(error)) throw error;
  logoutFlow();
  return null;
}

/** A request's token was refused (revoked, or expired on the way): renew once, else log out. */
export async function renewRejectedToken(rejected: string, error: ApiError): Promise<string | null> {
  if (isCredentialFailure(error) || state.status !== 'authenticated') return null;
  // Another request renewed it meanwhile: repeat with that one.
  if (tokens && tokens.accessToken !== rejected) return tokens.accessToken;
  try {
    return (await refresh()).accessToken;
  } catch (error) {
    return refreshFailed(error);
  }
}

/** Spec §4: a 401 even after a refresh ends the session. */
export function rejectedAfterRenewal(_token: string, error: ApiError): void {
  if (!isCredentialFailure(error)) logoutFlow();
}

/**
 * Tokens from a CMS-style answer (login, accepted invitation): the server has set the session
 * cookie; the session is loaded from it. Should the cookie not have stuck, the answer's tokens
 * still sign the person in for this page.
 */
export async function adoptAuthResponse(answer: AuthResponse | null | undefined): Promise<SessionState> {
  const accessToken = answer?.data?.access_token;
  if (!accessToken) throw new SessionError(LOGIN_FAILED_KEY, 'Login failed, please check your credentials.');
  const loaded = await fetchSession();
  if (loaded.status === 'authenticated') return loaded;
  const me = await authServiceApi(() => accessToken).get('/users/me');
  authenticated(me.data, { accessToken, refreshToken: answer?.data?.refresh_token ?? '' });
  return state;
}

/**
 * POST /api/auth/login, then the session. Wrong credentials and an answer without an access
 * token both fail with spec §4's "Login failed, please check your credentials."
 * (SessionError, key LOGIN_FAILED_KEY); other failures (rate limit, network) as they are.
 */
export async function signIn(email: string, password: string): Promise<SessionState> {
  let answer: AuthResponse | null;
  try {
    answer = await sessionApi().post('/auth/login', { body: { email, password } });
  } catch (error) {
    // A 401 without a reason of its own (the API says `unauthorized`, an older one nothing) is a failed sign-in too.
    if (
      error instanceof ApiError &&
      (error.code === WRONG_CREDENTIALS || (error.statusCode === 401 && (error.code ?? 'unauthorized') === 'unauthorized'))
    ) {
      throw new SessionError(LOGIN_FAILED_KEY, 'Login failed, please check your credentials.');
    }
    throw error;
  }
  return adoptAuthResponse(answer);
}

/** DELETE /api/_auth/session (revokes the cookie's tokens) and clear. Cleared even offline. */
export async function signOut(): Promise<void> {
  try {
    await sessionApi().delete('/_auth/session');
  } finally {
    clearSession();
  }
}

/** Replaces the signed-in user after a change the server answered (profile saved, onboarding). */
export function updateSessionUser(user: User): void {
  if (state.status === 'authenticated' && tokens) authenticated(user, tokens);
}
