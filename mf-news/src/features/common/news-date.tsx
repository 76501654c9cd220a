// The day an article was published, in the page's language.
import { usePageContext } from '@moveable/shared';

export function NewsDate({ at }: { at: string }) {
  const { locale } = usePageContext();
  return <time dateTime={at}>{new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(at))}</time>;
}
