// One query cache for the page, so the list, the map and the shell share fetched spots.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A cache of the page's defaults; an element that calls another API (api-base) gets its own, so their answers never mix. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
