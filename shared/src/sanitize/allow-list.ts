/** What user HTML may keep (sanitize-html.ts): tags and attributes, nothing else. */
export const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'span'] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'target', 'rel'] as const;
