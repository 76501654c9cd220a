// A region's form: name, slug, country and platform (or every platform); a new one also takes its
// outline as a GeoJSON file. The file is read here (size and JSON checked), the server checks the
// outline and names the position at fault, which is shown beside the file field.
import { useId, useRef, useState } from 'react';
import { PLATFORMS, type AdminRegion, type Platform, type RegionShapesInput } from '@moveable/contract';
import { Button, SubmitButton, useSubmitState, useFieldErrors, usePageContext } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { describeCatalogueError, readGeoJsonFile } from './form-errors.ts';
import { useRegionWrites } from './use-regions.ts';

const FIELDS = ['name', 'slug', 'country', 'platform', 'file'] as const;
type Field = (typeof FIELDS)[number];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface RegionFormProps {
  /** Absent: a new region. */
  region?: AdminRegion;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

export function RegionForm({ region, onDone, onCancel }: RegionFormProps) {
  const { t } = useAdminTranslation();
  const context = usePageContext();
  const writes = useRegionWrites();
  const errors = useFieldErrors<Field>(FIELDS);
  const submitting = useSubmitState();
  const [values, setValues] = useState({ name: region?.name ?? '', slug: region?.slug ?? '', country: region?.country ?? context.country });
  const [platform, setPlatform] = useState<Platform | ''>(region ? (region.platform ?? '') : context.platform);
  const [detail, setDetail] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement | null>(null);
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;

  async function send() {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = 'catalogue.errors.required';
    if (!SLUG.test(values.slug.trim())) found.slug = 'catalogue.errors.slug';
    if (!/^[a-z]{2}$/.test(values.country.trim())) found.country = 'catalogue.errors.country';
    let geometry: unknown;
    if (!region) {
      const file = await readGeoJsonFile(fileRef.current?.files?.[0]);
      if ('error' in file) found.file = file.error;
      else geometry = file.value;
    }
    setDetail(undefined);
    if (Object.keys(found).length > 0) {
      errors.show(found);
      throw new Error('invalid form');
    }
    const fields = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      country: values.country.trim(),
      platform: platform === '' ? null : platform,
    };
    let message: string;
    try {
      if (region) {
        await writes.update.mutateAsync({ id: region.id, patch: fields });
        message = t('catalogue.regions.saved', { name: fields.name });
      } else {
        const created = await writes.create.mutateAsync({ ...fields, geometry: geometry as RegionShapesInput['geometry'] });
        message = t('catalogue.regions.created', { name: fields.name, count: created.spotCount });
      }
    } catch (error) {
      const text = describeCatalogueError(error, FIELDS);
      setDetail(text.detail);
      if (text.field && (FIELDS as readonly string[]).includes(text.field)) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    onDone(message);
    if (!region) {
      setValues({ name: '', slug: '', country: context.country });
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const errorOf = (field: Field) =>
    errors.fields[field] ? (
      <p id={`${id(field)}-error`} className="ma-field-error">
        {t(errors.fields[field]!, { field: detail ?? '' })}
      </p>
    ) : null;
  const aria = (field: Field) => ({
    'aria-invalid': errors.fields[field] ? true : undefined,
    'aria-describedby': errors.fields[field] ? `${id(field)}-error` : undefined,
  });
  const text = (field: 'name' | 'slug' | 'country', extra: { maxLength: number }) => (
    <div className="ma-field">
      <label htmlFor={id(field)}>{t(`catalogue.regions.${field}`)}</label>
      <input
        id={id(field)}
        ref={errors.register(field)}
        value={values[field]}
        onChange={(e) => {
          setValues((current) => ({ ...current, [field]: e.target.value }));
          errors.clear(field);
        }}
        {...extra}
        {...aria(field)}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form
      noValidate
      className="ms-form ma-catalogue-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submitting.run(send);
      }}
    >
      {text('name', { maxLength: 100 })}
      {text('slug', { maxLength: 64 })}
      {text('country', { maxLength: 2 })}
      <div className="ma-field">
        <label htmlFor={id('platform')}>{t('catalogue.regions.platform')}</label>
        <select id={id('platform')} ref={errors.register('platform')} value={platform} onChange={(e) => setPlatform(e.target.value as Platform | '')}>
          <option value="">{t('catalogue.regions.everyPlatform')}</option>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      {!region ? (
        <div className="ma-field">
          <label htmlFor={id('file')}>{t('catalogue.regions.file')}</label>
          <input
            id={id('file')}
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            ref={(element) => {
              fileRef.current = element;
              errors.register('file')(element);
            }}
            onChange={() => errors.clear('file')}
            {...aria('file')}
          />
          {errorOf('file')}
        </div>
      ) : null}
      {errors.form ? (
        <p ref={errors.alertRef} tabIndex={-1} role="alert" className="ma-field-error">
          {t(errors.form)}
        </p>
      ) : null}
      <div className="ma-tools">
        <SubmitButton
          type="submit"
          state={submitting.state}
          title={t(region ? 'catalogue.regions.save' : 'catalogue.regions.create')}
          errorShownElsewhere
        />
        {onCancel ? <Button onClick={onCancel}>{t('catalogue.regions.cancel')}</Button> : null}
      </div>
    </form>
  );
}
