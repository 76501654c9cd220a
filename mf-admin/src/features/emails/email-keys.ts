// Query keys of the e-mail page: the list per platform and filters, one message, the templates
// and one preview (the same in every page language: the preview's language is chosen).
import type { EmailStatus, Locale } from '@moveable/contract';

export interface EmailFilters {
  q: string;
  template: string;
  status: EmailStatus | '';
}

export const emailKeys = {
  all: ['admin-emails'] as const,
  list: (platform: string, filters: EmailFilters) => [...emailKeys.all, 'list', platform, filters] as const,
  message: (platform: string, id: number) => [...emailKeys.all, 'message', platform, id] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
  preview: (template: string, locale: Locale) => [...emailKeys.all, 'preview', template, locale] as const,
};
