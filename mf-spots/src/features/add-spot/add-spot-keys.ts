// Query keys of the add form, under the spot keys (so spotKeys.scoped invalidates them).
import { spotKeys } from '../common/spot-data/spot-keys.ts';
import type { ApiScope } from '@moveable/shared';

export const addSpotKeys = {
  nearby: (scope: ApiScope, lat: string, lng: string, famed: boolean) => [...spotKeys.scoped(scope), 'nearby', lat, lng, famed] as const,
};
