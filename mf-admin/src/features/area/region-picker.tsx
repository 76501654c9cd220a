// The area as regions: a search field over a list of checkboxes (the platform's regions of the
// organisation's country). Chosen regions stay chosen while the search hides them.
import { useId, useMemo, useState } from 'react';
import type { Platform } from '@moveable/contract';
import { Spinner } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { usePlatformRegions } from './use-platform-regions.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export interface RegionPickerProps {
  platform: Platform;
  country: string;
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  /** i18n key of the server's complaint about the chosen regions. */
  error: string | null;
}

export function RegionPicker({ platform, country, chosen, onToggle, error }: RegionPickerProps) {
  const { t } = useAdminTranslation();
  const regions = usePlatformRegions(platform, country);
  const [query, setQuery] = useState('');
  const ids = { search: useId(), list: useId(), error: useId() };
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return (regions.data?.items ?? []).filter((r) => !wanted || fold(r.name).includes(wanted) || r.slug.includes(wanted));
  }, [regions.data, query]);

  if (regions.isPending) return <Spinner label={t('area.regions.loading')} />;
  if (regions.isError) return <p role="alert">{t('area.regions.loadError')}</p>;

  return (
    <div className="ma-area-regions">
      <label htmlFor={ids.search}>{t('area.regions.search')}</label>
      <input id={ids.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={ids.list} />
      <p aria-live="polite">{t('area.regions.chosen', { count: chosen.size })}</p>
      <fieldset
        id={ids.list}
        className="ma-area-regions__list"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      >
        <legend>{t('area.regions.listLabel')}</legend>
        {shown.length === 0 ? <p>{t('area.regions.none')}</p> : null}
        {shown.map((region) => (
          <label key={region.id} className="ma-check">
            <input type="checkbox" checked={chosen.has(region.id)} onChange={(e) => onToggle(region.id, e.target.checked)} />
            {region.name}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={ids.error} className="ma-field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
