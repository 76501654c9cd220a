// What a page shows while its chunk loads (after a navigation inside mf-spots; the first page of a
// visit is loaded before mounting): a busy region with the spinner of the page's own loading
// state, as tall as the window so the footer does not jump up and down again.
import { Spinner } from '@moveable/shared';
import { useSpotsTranslation } from './use-spots-translation.ts';

export function PageSkeleton({ route }: { route: string }) {
  const { t } = useSpotsTranslation();
  return (
    <div className="mv-spots mv-page-loading" data-route={route} aria-busy="true">
      <Spinner size="lg" label={t('list.loading')} />
    </div>
  );
}
