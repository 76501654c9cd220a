// Markdown as readers will see it, rendered in the browser for the editors' live previews: the
// renderer the API uses (marked) with its options (api/src/domain/markdown.ts: GitHub-flavoured,
// no soft breaks), then the page's DOMPurify allow-list (sanitizeArticleHtml), so whatever the
// text says, no markup outside the list reaches innerHTML. Imported by the editors' chunks only.
import { Marked } from 'marked';
import { sanitizeArticleHtml } from '@moveable/shared';

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}
