// The editor in the news pages (`/news?edit=new`, `/news/{slug}?edit`): the spec has no route of
// its own for it, so a query parameter opens it, which keeps it a URL to share and lets "back"
// close it. Who may write is the server's to decide; the page only says when it would refuse.
import type { ReactNode } from 'react';
import { ApiError, ErrorScreen, Link, useDocumentTitle, useLocation } from '@moveable/shared';
import type { EditorAccess } from '../common/editor-access.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { EditorForm } from './editor-form.tsx';
import { EditorLoading } from './editor-loading.tsx';
import { useArticleSource } from './use-article-source.ts';
import { useEditorOrganisations } from './use-editor-organisations.ts';
import { useEditorStyles } from './use-editor-styles.ts';

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="mv-news-page mv-editor">
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </div>
  );
}

/**
 * `slug` null: a new article. `access` comes from routes.tsx (which asks anyway for the drafts
 * panel), so the session check stays in the main chunk rather than a chunk shared with this one.
 */
export function EditorPage({ slug, access }: { slug: string | null; access: EditorAccess }) {
  const { t } = useNewsTranslation();
  const url = useLocation();
  const source = useArticleSource(access.isEditor ? slug : null);
  const organisations = useEditorOrganisations(access);
  useEditorStyles();
  const heading = slug === null ? t('editor.newTitle') : t('editor.editTitle', { title: source.data?.translations[0]?.title ?? slug });
  useDocumentTitle(heading);

  if (access.loading) return <EditorLoading />;
  if (!access.signedIn) {
    const login = `/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
    return (
      <Notice
        title={t('editor.signIn.title')}
        text={t('editor.signIn.text')}
        action={
          <Link to={login} className="ms-button ms-button--bright">
            {t('editor.signIn.link')}
          </Link>
        }
      />
    );
  }
  if (!access.isEditor) return <Notice title={t('editor.notEditor.title')} text={t('editor.notEditor.text')} />;
  if (slug !== null) {
    if (source.error) {
      if (source.error instanceof ApiError && source.error.statusCode === 404)
        return <ErrorScreen error={{ statusCode: 404 }} message={t('editor.gone')} headingLevel={1} size="medium" />;
      if (source.error instanceof ApiError && source.error.statusCode === 403)
        return <Notice title={t('editor.notEditor.title')} text={t('editor.notEditor.text')} />;
      return <ErrorScreen error={source.error} size="medium" headingLevel={1} onRetry={() => source.refetch()} />;
    }
    if (source.isPending) return <EditorLoading />;
  }

  return (
    <div className="mv-news-page mv-editor">
      <h1 id="news-editor-title">{heading}</h1>
      <EditorForm key={slug ?? ''} source={source.data} organisations={organisations} isAdmin={access.isAdmin} />
    </div>
  );
}
