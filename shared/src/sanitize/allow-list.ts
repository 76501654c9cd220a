/** What user HTML may keep (sanitize-html.ts): tags and attributes, nothing else. */
export const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'span'] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'target', 'rel'] as const;

/**
 * What an article may keep on top (news and content pages: rendered from Markdown on the server,
 * sanitised there too): headings from h2 (the page's title is the h1), rules, tables,
 * strikethrough. Kept separate so that comments and descriptions never get headings or tables.
 */
export const ARTICLE_TAGS = [...ALLOWED_TAGS, 'h2', 'h3', 'h4', 'hr', 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

export const ARTICLE_ATTRIBUTES = [...ALLOWED_ATTRIBUTES, 'start', 'align'] as const;
