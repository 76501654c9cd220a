import { useMemo } from 'react';
import type { ApiClient } from '../runtime/api-client.ts';
import { usePageContext } from '../runtime/context-hooks.tsx';
import { authServiceApi } from './auth-service.ts';
import { currentAccessToken } from './session-store.ts';

/**
 * The auth service's client for the account forms (sign-up, password links, invitations): the
 * person's valid token, else the public app token (auth-service.ts), with the page's context.
 */
export function useAuthServiceApi(): ApiClient {
  const ctx = usePageContext();
  return useMemo(() => authServiceApi(currentAccessToken, () => ctx), [ctx]);
}
