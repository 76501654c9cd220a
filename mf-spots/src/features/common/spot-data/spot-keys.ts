// Every query key of this micro-frontend comes from here, so invalidation is exact. Keys start
// with the API scope (platform, country, locale): an embed with its own platform attribute shares
// the page's query cache and must not read the page's answers.
import type { ApiScope, SpotFilters } from '@moveable/shared';

/** What a list asks for besides the filters. */
export interface SpotListScope {
  organisation?: string;
  hasPhoto?: boolean;
  /** Size of the first page. */
  firstPage?: number;
}

export const spotKeys = {
  all: ['spots'] as const,
  scoped: (scope: ApiScope) => ['spots', scope] as const,
  lists: (scope: ApiScope) => ['spots', scope, 'list'] as const,
  list: (scope: ApiScope, filters: SpotFilters, extra: SpotListScope = {}) => ['spots', scope, 'list', filters, extra] as const,
  /** Fixed-size selections (the home page): not paged, so not under 'list'. */
  highlight: (scope: ApiScope, name: string, regionId: number) => ['spots', scope, 'highlight', name, regionId] as const,
  details: (scope: ApiScope) => ['spots', scope, 'detail'] as const,
  detail: (scope: ApiScope, id: number) => ['spots', scope, 'detail', id] as const,
  legacy: (scope: ApiScope, oldId: string) => ['spots', scope, 'legacy', oldId] as const,
  /** What one person has done on a spot and may do there: keyed by the person, not only the spot. */
  viewer: (scope: ApiScope, id: number, userId: number) => ['spots', scope, 'viewer', id, userId] as const,
  comments: (scope: ApiScope, id: number) => ['spots', scope, 'comments', id] as const,
  /** An organisation's official-answer templates, which its members pick from when they answer. */
  answerTemplates: (scope: ApiScope, organisation: string) => ['spots', scope, 'answer-templates', organisation] as const,
};
