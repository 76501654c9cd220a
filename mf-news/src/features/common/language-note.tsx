// "Shown in English": when a text is not in the page's language, the API answers with another
// one, and the page says which (spec §4, the content locale rule).
import { usePageContext } from '@moveable/shared';
import type { Locale } from '@moveable/contract';
import { useNewsTranslation } from './use-news-translation.ts';

export function LanguageNote({ shown }: { shown: Locale }) {
  const { t } = useNewsTranslation();
  const { locale } = usePageContext();
  if (shown === locale) return null;
  return (
    <p className="mv-news-language-note" lang={locale}>
      {t('content.shownIn', { language: t(`languages.${shown}`) })}
    </p>
  );
}
