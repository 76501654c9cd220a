// One category's form: its labels in the four languages, the temporary flag, its platforms and
// icon; and its slug when it is new (a slug stays: addresses and filters use it). Errors, the
// server's too, show on their field and focus moves to the first.
import { useId, useState } from 'react';
import { CATEGORY_ICONS, LOCALES, PLATFORMS, type AdminCategory, type CategoryIcon, type Locale, type Platform } from '@moveable/contract';
import { Button, SubmitButton, useSubmitState, useFieldErrors } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { describeCatalogueError } from './form-errors.ts';
import { useCategoryWrites } from './use-categories.ts';

const FIELDS = ['slug', 'labels.de', 'labels.fr', 'labels.it', 'labels.en', 'platforms', 'icon'] as const;
type Field = (typeof FIELDS)[number];

export interface CategoryFormProps {
  /** Absent: a new category. */
  category?: AdminCategory;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

export function CategoryForm({ category, onDone, onCancel }: CategoryFormProps) {
  const { t, i18n } = useAdminTranslation();
  const writes = useCategoryWrites();
  const errors = useFieldErrors<Field>(FIELDS);
  const submitting = useSubmitState();
  const [slug, setSlug] = useState('');
  const [labels, setLabels] = useState<Record<Locale, string>>(category?.labels ?? { de: '', fr: '', it: '', en: '' });
  const [temporary, setTemporary] = useState(category?.temporary ?? false);
  const [platforms, setPlatforms] = useState<Platform[]>(category?.platforms ?? [...PLATFORMS]);
  const [icon, setIcon] = useState<CategoryIcon | ''>(category?.icon ?? '');
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field.replace('.', '-')}`;
  const locale = (i18n.language as Locale) ?? 'de';

  function validate(): boolean {
    const found: Partial<Record<Field, string>> = {};
    if (!category && !/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug.trim())) found.slug = 'catalogue.errors.slug';
    for (const l of LOCALES) if (!labels[l].trim()) found[`labels.${l}`] = 'catalogue.errors.required';
    if (platforms.length === 0) found.platforms = 'catalogue.errors.platforms';
    if (Object.keys(found).length === 0) return true;
    errors.show(found);
    return false;
  }

  async function send() {
    if (!validate()) throw new Error('invalid form');
    const trimmed = { de: labels.de.trim(), fr: labels.fr.trim(), it: labels.it.trim(), en: labels.en.trim() };
    const fields = { labels: trimmed, temporary, platforms, icon: icon === '' ? null : icon };
    try {
      if (category) await writes.update.mutateAsync({ id: category.id, patch: fields });
      else await writes.create.mutateAsync({ slug: slug.trim(), ...fields });
    } catch (error) {
      const text = describeCatalogueError(error, FIELDS);
      if (text.field && (FIELDS as readonly string[]).includes(text.field)) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    onDone(t(category ? 'catalogue.categories.saved' : 'catalogue.categories.created', { name: trimmed[locale] ?? trimmed.de }));
    if (!category) {
      setSlug('');
      setLabels({ de: '', fr: '', it: '', en: '' });
    }
  }

  const errorOf = (field: Field) =>
    errors.fields[field] ? (
      <p id={`${id(field)}-error`} className="ma-field-error">
        {t(errors.fields[field]!)}
      </p>
    ) : null;
  const aria = (field: Field) => ({
    'aria-invalid': errors.fields[field] ? true : undefined,
    'aria-describedby': errors.fields[field] ? `${id(field)}-error` : undefined,
  });

  return (
    <form
      noValidate
      className="ms-form ma-catalogue-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submitting.run(send);
      }}
    >
      {!category ? (
        <div className="ma-field">
          <label htmlFor={id('slug')}>{t('catalogue.categories.slug')}</label>
          <input
            id={id('slug')}
            ref={errors.register('slug')}
            value={slug}
            maxLength={40}
            onChange={(e) => {
              setSlug(e.target.value);
              errors.clear('slug');
            }}
            {...aria('slug')}
          />
          {errorOf('slug')}
        </div>
      ) : null}
      {LOCALES.map((l) => {
        const field = `labels.${l}` as const;
        return (
          <div className="ma-field" key={l}>
            <label htmlFor={id(field)}>{t('catalogue.categories.label', { language: t(`catalogue.categories.languages.${l}`) })}</label>
            <input
              id={id(field)}
              ref={errors.register(field)}
              lang={l}
              value={labels[l]}
              maxLength={60}
              onChange={(e) => {
                setLabels((current) => ({ ...current, [l]: e.target.value }));
                errors.clear(field);
              }}
              {...aria(field)}
            />
            {errorOf(field)}
          </div>
        );
      })}
      <label className="ma-check">
        <input type="checkbox" checked={temporary} onChange={(e) => setTemporary(e.target.checked)} />
        {t('catalogue.categories.temporary')}
      </label>
      <fieldset ref={errors.register('platforms')} tabIndex={-1} {...aria('platforms')}>
        <legend>{t('catalogue.categories.platforms')}</legend>
        {PLATFORMS.map((p) => (
          <label key={p} className="ma-check">
            <input
              type="checkbox"
              checked={platforms.includes(p)}
              onChange={(e) => {
                setPlatforms((current) =>
                  e.target.checked ? PLATFORMS.filter((x) => x === p || current.includes(x)) : current.filter((x) => x !== p),
                );
                errors.clear('platforms');
              }}
            />
            {p}
          </label>
        ))}
        {errorOf('platforms')}
      </fieldset>
      <div className="ma-field">
        <label htmlFor={id('icon')}>{t('catalogue.categories.icon')}</label>
        <select
          id={id('icon')}
          ref={errors.register('icon')}
          value={icon}
          onChange={(e) => setIcon(e.target.value as CategoryIcon | '')}
          {...aria('icon')}
        >
          <option value="">{t('catalogue.categories.noIcon')}</option>
          {CATEGORY_ICONS.map((name) => (
            <option key={name} value={name}>
              {t(`catalogue.icons.${name}`)}
            </option>
          ))}
        </select>
        {errorOf('icon')}
      </div>
      {errors.form ? (
        <p ref={errors.alertRef} tabIndex={-1} role="alert" className="ma-field-error">
          {t(errors.form)}
        </p>
      ) : null}
      <div className="ma-tools">
        <SubmitButton
          type="submit"
          state={submitting.state}
          title={t(category ? 'catalogue.categories.save' : 'catalogue.categories.create')}
          errorShownElsewhere
        />
        {onCancel ? <Button onClick={onCancel}>{t('catalogue.categories.cancel')}</Button> : null}
      </div>
    </form>
  );
}
