// Whose news an editor may write: a platform admin may write any organisation's (GET
// /organisations, every country of the platform), a member their own organisations'. The server
// decides (news editors.ts); this only offers what it would accept.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_ORGANISATION_PAGE } from '@moveable/contract';
import { useApi, usePageContext } from '@moveable/shared';
import type { EditorAccess, EditorOrganisation } from '../common/editor-access.ts';
import { editorKeys } from './use-article-source.ts';

export function useEditorOrganisations(access: EditorAccess): EditorOrganisation[] {
  const api = useApi();
  const { platform, locale } = usePageContext();
  const all = useQuery({
    queryKey: editorKeys.organisations(platform, locale),
    queryFn: ({ signal }) => api.get('/organisations', { query: { country: 'world', limit: MAX_ORGANISATION_PAGE }, signal }),
    enabled: access.isAdmin,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => {
    if (!access.isAdmin || !all.data) return access.organisations;
    const bySlug = new Map(access.organisations.map((o) => [o.slug, o]));
    for (const item of all.data.items) if (!bySlug.has(item.slug)) bySlug.set(item.slug, { slug: item.slug, name: item.name });
    return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [access.isAdmin, access.organisations, all.data, locale]);
}
