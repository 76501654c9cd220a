// The platform's regions as a table: each can be edited in place and get a new outline from a
// GeoJSON file (its spots are reassigned by the server); a new region is added below. Regions
// drawn as one organisation's area are not here: they change with that organisation.
import { Fragment, useId, useState } from 'react';
import type { AdminRegion, RegionShapesInput } from '@moveable/contract';
import { Button, Spinner } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { describeCatalogueError, readGeoJsonFile } from './form-errors.ts';
import { RegionForm } from './region-form.tsx';
import { useAdminRegions, useRegionWrites } from './use-regions.ts';

export function RegionSection() {
  const { t } = useAdminTranslation();
  const regions = useAdminRegions();
  const { replaceShapes } = useRegionWrites();
  const [editing, setEditing] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const headingId = useId();

  async function importOutline(region: AdminRegion, file: File | undefined) {
    setStatus('');
    setFailure('');
    const read = await readGeoJsonFile(file);
    if ('error' in read) {
      setFailure(t(read.error));
      return;
    }
    try {
      const result = await replaceShapes.mutateAsync({ id: region.id, geometry: read.value as RegionShapesInput['geometry'] });
      setStatus(t('catalogue.regions.imported', { name: region.name, count: result.spotCount }));
    } catch (error) {
      const text = describeCatalogueError(error, ['file']);
      setFailure(t(text.key, { field: text.detail ?? '' }));
    }
  }

  return (
    <section className="ma-catalogue" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalogue.regions.title')}</h2>
      {regions.isPending ? (
        <Spinner label={t('catalogue.regions.loading')} />
      ) : regions.isError ? (
        <p role="alert">{t('catalogue.regions.loadError')}</p>
      ) : (
        <div className="ma-table-scroll">
          <table className="ma-table">
            <caption>{t('catalogue.regions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalogue.regions.name')}</th>
                <th scope="col">{t('catalogue.regions.slug')}</th>
                <th scope="col">{t('catalogue.regions.country')}</th>
                <th scope="col">{t('catalogue.regions.platform')}</th>
                <th scope="col">{t('catalogue.regions.shapes')}</th>
                <th scope="col">{t('catalogue.regions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {regions.data.items.map((region) => (
                <Fragment key={region.id}>
                  <tr>
                    <th scope="row">{region.name}</th>
                    <td>
                      <code>{region.slug}</code>
                    </td>
                    <td>{region.country}</td>
                    <td>{region.platform ?? t('catalogue.regions.everyPlatform')}</td>
                    <td>{region.shapeCount}</td>
                    <td className="ma-tools">
                      <Button size="sm" aria-expanded={editing === region.id} onClick={() => setEditing(editing === region.id ? null : region.id)}>
                        {t('catalogue.regions.edit', { name: region.name })}
                      </Button>
                      <label className="ma-file">
                        <span className="ms-visually-hidden">{t('catalogue.regions.importFor', { name: region.name })}</span>
                        <input
                          type="file"
                          accept=".geojson,.json,application/geo+json,application/json"
                          onChange={(e) => {
                            const file = e.target.files?.[0];
                            e.target.value = '';
                            void importOutline(region, file);
                          }}
                        />
                      </label>
                    </td>
                  </tr>
                  {editing === region.id ? (
                    <tr>
                      <td colSpan={6}>
                        <RegionForm
                          region={region}
                          onCancel={() => setEditing(null)}
                          onDone={(message) => {
                            setEditing(null);
                            setStatus(message);
                          }}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="ma-status">
        {status}
      </p>
      {failure ? (
        <p role="alert" className="ma-field-error">
          {failure}
        </p>
      ) : null}
      <h3>{t('catalogue.regions.new')}</h3>
      <RegionForm onDone={setStatus} />
    </section>
  );
}
