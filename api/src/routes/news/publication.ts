// Status and date of an article after a write. Stored are 'draft' or 'published' and
// published_at; "scheduled" is published with a date ahead, so nothing has to flip it when the
// time comes. What editors send:
//   draft      unpublish (or stay a draft); a date given is kept as the planned one
//   published  public now, or since the past date given (imported news); a future date is a 400
//   scheduled  public at the date given (or the one it has), which must lie ahead
//   (no status on an edit) keep the status; a new date may move a published article into the
//              future (scheduled again) or back
import type { NewsStatus } from '@moveable/contract';
import type { StoredNewsStatus } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

export interface Publication {
  status: StoredNewsStatus;
  publishedAt: Date | null;
}

/** A client's clock may run a little ahead of ours: "published now" from it is not the future. */
const CLOCK_SKEW_MS = 60_000;

export function resolvePublication(
  requested: NewsStatus | undefined,
  publishedAt: Date | null | undefined,
  current: Publication | null,
  now: Date,
): Publication {
  switch (requested) {
    case undefined: {
      const status = current?.status ?? 'draft';
      const at = publishedAt === undefined ? (current?.publishedAt ?? null) : publishedAt;
      if (status === 'published' && at === null) {
        throw badRequest('publishedAt: a published article needs a date; set status draft to unpublish it', 'publishedAt', 'required');
      }
      return { status, publishedAt: at };
    }
    case 'draft':
      return { status: 'draft', publishedAt: publishedAt === undefined ? (current?.publishedAt ?? null) : publishedAt };
    case 'published': {
      const stillPublic = current?.status === 'published' && current.publishedAt !== null && current.publishedAt <= now ? current.publishedAt : null;
      const at = publishedAt ?? stillPublic ?? now;
      if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
        throw badRequest('publishedAt lies in the future: use status scheduled to publish it then', 'publishedAt', 'in_future');
      }
      return { status: 'published', publishedAt: at > now ? now : at };
    }
    case 'scheduled': {
      const at = publishedAt ?? current?.publishedAt ?? null;
      if (at === null || at <= now) {
        throw badRequest('publishedAt: status scheduled needs a date in the future', 'publishedAt', at === null ? 'required' : 'not_in_future');
      }
      return { status: 'published', publishedAt: at };
    }
  }
}
