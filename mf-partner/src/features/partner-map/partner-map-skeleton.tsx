// While the partner map's chunk, texts and answers load: the heading's bar, a grey map of the
// map's size and a few lines of the list, so nothing jumps when they arrive. In the route's
// fallback too, before the map's texts are in: hence the directory's loading text, which every
// page of ours has. data-page-loading keeps the shell's footer back until then (shell/README.md).
import { usePartnerTranslation } from '../common/use-partner-translation.ts';

export function PartnerMapSkeleton() {
  const { t } = usePartnerTranslation();
  return (
    <div className="mp-page mp-partner-map" data-page-loading aria-busy="true">
      <p className="ms-visually-hidden" role="status">
        {t('directory.loading')}
      </p>
      <div aria-hidden="true">
        <div className="mp-skeleton__title" />
        <div className="mp-skeleton__line" />
        <div className="mp-map__canvas mp-map__canvas--loading" />
        {[0, 1, 2, 3].map((line) => (
          <div key={line} className="mp-skeleton__line mp-partner-map__skeleton-line" />
        ))}
      </div>
    </div>
  );
}
