// A page of a news list: the rows asked for (the query fetched one more, which says whether a
// next page exists) and the cursor of the last one.
import type { NewsPage } from '@moveable/contract';
import { encodeCursor, type NewsList } from './cursor.ts';
import type { ArticleRow } from './repository.ts';
import { toSummary, type Reader } from './wire.ts';

export function newsPage(rows: ArticleRow[], limit: number, reader: Reader, list: NewsList): NewsPage {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  const key = last && (list === 'p' ? last.published_at : last.updated_at);
  return {
    items: shown.flatMap((row) => toSummary(row, reader) ?? []),
    nextCursor: rows.length > limit && last && key ? encodeCursor({ l: list, k: key.toISOString(), i: last.id }) : null,
  };
}
