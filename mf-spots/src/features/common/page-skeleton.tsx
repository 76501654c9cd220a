// What a page shows while its chunk loads (after a navigation inside mf-spots; the first page of a
// visit is loaded before mounting): a busy region with a spinner. data-page-loading keeps the
// shell's footer away until the page is there (shell.css), so the footer does not jump.
import { Spinner } from '@moveable/shared';
import { useSpotsTranslation } from './use-spots-translation.ts';

export function PageSkeleton({ route }: { route: string }) {
  const { t } = useSpotsTranslation();
  return (
    <div className="mv-spots mv-page-loading" data-route={route} data-page-loading aria-busy="true">
      <Spinner size="lg" label={t('list.loading')} />
    </div>
  );
}
