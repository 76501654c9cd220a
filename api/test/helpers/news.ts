// News in tests: what the demo data says a site's list holds (computed in plain JavaScript from
// the demo dataset, not from SQL), and walking every page of a news list.
import type { Platform } from '@moveable/contract';
import { expect } from 'vitest';
import type { DemoNewsArticle } from '../../src/db/seed/news/demo-news.ts';
import type { TestApp } from './app.ts';

export const siteHeaders = (platform: Platform, country: string, language = 'de') => ({
  'moveable-platform': platform,
  'moveable-countrycode': country,
  'accept-language': language,
});

export const isPublicDemo = (a: DemoNewsArticle, now = Date.now()): boolean =>
  (a.status ?? 'published') === 'published' && a.publishedAt !== null && Date.parse(a.publishedAt) <= now;

/** The slugs GET /news lists for a site, newest first (country null: the worldwide site). */
export function expectedNewsSlugs(news: readonly DemoNewsArticle[], platform: Platform, country: string | null): string[] {
  return news
    .filter((a) => a.platform === platform && isPublicDemo(a) && (country === null || a.country === null || a.country === country))
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''))
    .map((a) => a.slug);
}

export interface NewsItem {
  slug: string;
  [key: string]: unknown;
}

/** Every item of a news list over all its pages (each page but the last full, the last cursor null). */
export async function fetchAllNews(t: TestApp, path: string, headers: Record<string, string>, limit: number): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url: string = `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.get<{ items: NewsItem[]; nextCursor: string | null }>(url, headers);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    if (res.body.nextCursor !== null) expect(res.body.items).toHaveLength(limit);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    expect(++pages).toBeLessThan(100);
  } while (cursor !== null);
  return items;
}
