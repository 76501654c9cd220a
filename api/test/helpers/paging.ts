// Walks every page of GET /api/spots for a query and checks the pages fit together.
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

export interface SpotItem {
  id: number;
  [key: string]: unknown;
}

/** All items over all pages (asserting every page but the last is full and cursors end with null). */
export async function fetchAllPages(
  t: TestApp,
  query: string,
  headers: Record<string, string> = {},
  limit = 50,
): Promise<{ items: SpotItem[]; pages: number }> {
  const items: SpotItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? '&' : '';
    const url: string = `/api/spots?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.get<{ items: SpotItem[]; nextCursor: string | null }>(url, headers);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    pages++;
    if (res.body.nextCursor !== null) expect(res.body.items).toHaveLength(limit);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    expect(pages).toBeLessThan(1000);
  } while (cursor !== null);
  return { items, pages };
}
