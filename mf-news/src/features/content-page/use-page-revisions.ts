// The editor's reads and its one write, all for administrators (the API answers 401/403 to
// anyone else): the history of a page in one language, one revision's text as written, and
// saving a new revision (an edit or a restore), which refreshes the history and the page readers see.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApi } from '@moveable/shared';
import type { ContentPageName, Locale } from '@moveable/contract';
import { contentPageKeys } from './content-page-keys.ts';
import { pageEditorKeys } from './page-editor-keys.ts';

export interface PageText {
  title: string;
  description: string;
  bodyMarkdown: string;
}

const HISTORY_LENGTH = 50;

/** Newest first; a page without a text in this language yet has an empty history (its first save creates it). */
export function usePageHistory(page: ContentPageName, locale: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: pageEditorKeys.history(page, locale),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get('/content/:page/:locale/revisions', { params: { page, locale }, query: { limit: HISTORY_LENGTH }, signal });
        return answer.items;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return [];
        throw error;
      }
    },
  });
}

/** `keepPrevious`: while another revision loads, the last one stays (the current text, which a save replaces). */
export function useRevision(page: ContentPageName, locale: Locale, id: number | null, { keepPrevious = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: pageEditorKeys.revision(page, locale, id ?? 0),
    queryFn: ({ signal }) => api.get('/content/:page/:locale/revisions/:id', { params: { page, locale, id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: Infinity,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** Saves `text` as the page's new current revision; `baseRevisionId` is the one the edit started from (a 409 if another is current). */
export function useSavePage(page: ContentPageName, locale: Locale) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, baseRevisionId }: { text: PageText; baseRevisionId: number | undefined }) =>
      api.put('/content/:page/:locale', { params: { page, locale }, body: { ...text, baseRevisionId } }),
    // A conflict: the history (and so the current revision) is refreshed before the caller hears of it.
    onError: (error) => (isRevisionConflict(error) ? client.invalidateQueries({ queryKey: pageEditorKeys.history(page, locale) }) : undefined),
    onSuccess: (saved) => {
      client.setQueryData(pageEditorKeys.revision(page, locale, saved.id), saved);
      void client.invalidateQueries({ queryKey: pageEditorKeys.history(page, locale) });
      void client.invalidateQueries({ queryKey: [...contentPageKeys.all, page] });
    },
  });
}

/** A 409 of the API: someone else saved the page since the edit started. */
export function isRevisionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 409;
}
