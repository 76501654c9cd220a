// React access to the page context. A custom element may override it from its attributes
// (a partner page embedding walkable spots on a bikeable-free site), hence a React context
// that defaults to the page-wide store.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getPageContext, subscribePageContext, type PageContext } from './page-context.ts';
import { createApiClient, type AccessTokenSource, type ApiClient, type ApiError } from './api-client.ts';
import { config } from './config.ts';

const OverrideContext = createContext<Partial<PageContext> | null>(null);
const EmbeddedContext = createContext(false);
/** An element's own API (its api-base attribute); null: config.apiBase. */
const ApiBaseContext = createContext<string | null>(null);

/** Inside a custom element on someone else's page: links leave for our site instead of routing. */
export function useEmbedded(): boolean {
  return useContext(EmbeddedContext);
}

export function EmbeddedProvider({ children, apiBase = null }: { children: ReactNode; apiBase?: string | null }) {
  return (
    <EmbeddedContext.Provider value>
      <ApiBaseContext.Provider value={apiBase}>{children}</ApiBaseContext.Provider>
    </EmbeddedContext.Provider>
  );
}

export function PageContextOverride({ value, children }: { value: Partial<PageContext>; children: ReactNode }) {
  return <OverrideContext.Provider value={value}>{children}</OverrideContext.Provider>;
}

export function usePageContext(): PageContext {
  const page = useSyncExternalStore(subscribePageContext, getPageContext, getPageContext);
  const override = useContext(OverrideContext);
  return useMemo(() => {
    if (!override) return page;
    const defined = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    return { ...page, ...defined };
  }, [page, override]);
}

let tokenSource: AccessTokenSource = () => null;
let renewal: TokenRenewal = {};

/** What the API client asks when the server refuses a token (spec §4, §8). */
export interface TokenRenewal {
  /** A request's token got a 401: resolve a renewed token for one repeat, or null. */
  renew?: (rejected: string, error: ApiError) => Promise<string | null>;
  /** The repeat got a 401 too. */
  rejected?: (token: string, error: ApiError) => void;
}

/**
 * The session module registers where access tokens come from (set once, by the auth code). The
 * source may answer with a promise: every request waits for it, so a request that finds the
 * access token expired leaves only once the token is renewed.
 */
export function setAccessTokenSource(source: AccessTokenSource, hooks: TokenRenewal = {}): void {
  tokenSource = source;
  renewal = hooks;
}

/**
 * An API client for a page context. `anonymous`: never a bearer token and no session look-up
 * (our elements on a partner's page: our session cookie does not travel there).
 */
export function apiClientFor(
  ctx: () => PageContext,
  { anonymous = false, baseUrl = config.apiBase }: { anonymous?: boolean; baseUrl?: string } = {},
): ApiClient {
  if (anonymous) return createApiClient({ baseUrl, context: ctx });
  return createApiClient({
    baseUrl,
    context: ctx,
    accessToken: () => tokenSource(),
    renewAccessToken: (rejected, error) => renewal.renew?.(rejected, error) ?? Promise.resolve(null),
    onAuthRejected: (token, error) => renewal.rejected?.(token, error),
  });
}

/** An API client bound to the nearest page context (anonymous inside an embedded element). */
export function useApi(): ApiClient {
  const ctx = usePageContext();
  const embedded = useEmbedded();
  const baseUrl = useContext(ApiBaseContext) ?? config.apiBase;
  return useMemo(() => apiClientFor(() => ctx, { anonymous: embedded, baseUrl }), [ctx, embedded, baseUrl]);
}
