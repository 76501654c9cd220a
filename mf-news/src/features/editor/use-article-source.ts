// The article as its editors write it (GET /news/:slug/source: every translation's Markdown and
// the server's rendering of it). Keys start with 'news', so a write that invalidates ['news']
// refreshes the list, the article and this alike.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@moveable/shared';

export const editorKeys = {
  source: (slug: string) => ['news', 'editor', 'source', slug] as const,
  drafts: () => ['news', 'editor', 'drafts'] as const,
  organisations: (platform: string, locale: string) => ['news', 'editor', 'organisations', platform, locale] as const,
};

export function useArticleSource(slug: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: editorKeys.source(slug ?? ''),
    queryFn: ({ signal }) => api.get('/news/:slug/source', { params: { slug: slug ?? '' }, signal }),
    enabled: slug !== null,
    // what the editor typed must not be replaced by a refetch when the window regains focus
    refetchOnWindowFocus: false,
    retry: false,
  });
}
