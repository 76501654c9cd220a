// The home's region switch: the whole country or one of its regions. The choice is the one the
// list and the map make (the selectionRegion cookie), so the home, the list and the map show the
// same area whichever page it was chosen on. Drawn at once (busy while the regions load, so
// nothing below moves when they arrive); left out where the country turns out to have none.
import { useId } from 'react';
import { useRegions } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function HomeRegionSwitch({ regionId, onChange }: { regionId: number; onChange: (regionId: number) => void }) {
  const { t } = useSpotsTranslation();
  const regions = useRegions();
  const id = useId();
  if (regions.data?.length === 0) return null;
  return (
    <form className="ms-form mv-home__region" aria-label={t('home.region.label')} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id}>{t('home.region.label')}</label>
      <select
        id={id}
        value={regionId > 0 ? String(regionId) : ''}
        aria-busy={regions.isPending || undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : 0)}
      >
        <option value="">{t('home.region.whole')}</option>
        {(regions.data ?? []).map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
    </form>
  );
}
