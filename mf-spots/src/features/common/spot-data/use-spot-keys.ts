// The query keys of one spot's page for the person looking at it, so every mutation updates and
// invalidates exactly the answers it changed.
import { apiScope, usePageContext, useSession } from '@moveable/shared';
import { spotKeys } from './spot-keys.ts';

export function useSpotKeys(id: number) {
  const scope = apiScope(usePageContext());
  const { user } = useSession();
  const userId = user?.id ?? 0;
  return {
    scope,
    userId,
    detail: spotKeys.detail(scope, id),
    viewer: spotKeys.viewer(scope, id, userId),
    comments: spotKeys.comments(scope, id),
    /** Lists and home highlights show counts and states of this spot too. */
    lists: spotKeys.lists(scope),
    highlights: [...spotKeys.scoped(scope), 'highlight'] as const,
  };
}

export type SpotPageKeys = ReturnType<typeof useSpotKeys>;
