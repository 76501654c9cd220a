// Query keys of the moderation queue: per platform (the queue is the platform's), view and order.
import type { Platform, QueueSort } from '@moveable/contract';

export const moderationKeys = {
  all: (platform: Platform) => ['admin', 'moderation', platform] as const,
  queue: (platform: Platform, resolved: boolean, sort: QueueSort) => ['admin', 'moderation', platform, 'queue', resolved, sort] as const,
  candidates: (platform: Platform, spotId: number) => ['admin', 'moderation', platform, 'candidates', spotId] as const,
};
