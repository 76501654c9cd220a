// The e-mail page's calls: the outbox page by page (the API's keyset cursor), one message, a
// resend, the templates and a template's preview.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_EMAIL_PAGE, type EmailTemplate, type Locale } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import { emailKeys, type EmailFilters } from './email-keys.ts';

export function useEmailList(filters: EmailFilters) {
  const api = useApi();
  const { platform } = usePageContext();
  return useInfiniteQuery({
    queryKey: emailKeys.list(platform, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get('/admin/emails', {
        query: {
          limit: DEFAULT_EMAIL_PAGE,
          q: filters.q.trim() || undefined,
          template: (filters.template || undefined) as EmailTemplate | 'unknown' | undefined,
          status: filters.status || undefined,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useEmail(id: number | null) {
  const api = useApi();
  const { platform } = usePageContext();
  return useQuery({
    queryKey: emailKeys.message(platform, id ?? 0),
    queryFn: ({ signal }) => api.get('/admin/emails/:id', { params: { id: String(id) }, signal }),
    enabled: id !== null,
  });
}

export function useResend() {
  const api = useApi();
  const { platform } = usePageContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/admin/emails/:id/resend', { params: { id: String(id) } }),
    onSuccess: async (message) => {
      queryClient.setQueryData(emailKeys.message(platform, message.id), message);
      await queryClient.invalidateQueries({ queryKey: [...emailKeys.all, 'list'] });
    },
  });
}

export function useTemplates() {
  const api = useApi();
  return useQuery({ queryKey: emailKeys.templates(), queryFn: ({ signal }) => api.get('/admin/email-templates', { signal }), staleTime: Infinity });
}

export function usePreview(template: EmailTemplate, locale: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: emailKeys.preview(template, locale),
    queryFn: ({ signal }) => api.get('/admin/email-templates/:template/:locale', { params: { template, locale }, signal }),
    placeholderData: keepPreviousData,
  });
}
