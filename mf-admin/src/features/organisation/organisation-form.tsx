// The organisation's profile form, for a new organisation and for an edit: name, short name (new
// only), country, type, name and description per language (a fieldset each), website, contact,
// premium and logo. The page's checks and the server's errors show on their fields and the first
// takes the focus. An organisation's own administrators see the platform's fields but cannot change
// them (the server refuses them too).
import { useId, useState, type ReactNode } from 'react';
import {
  LOCALES,
  MAX_ORGANISATION_DESCRIPTION,
  MAX_ORGANISATION_NAME,
  MAX_ORGANISATION_URL,
  ORGANISATION_SLUG_MAX,
  ORGANISATION_TYPES,
  PLATFORM_COUNTRIES,
  type Locale,
  type OrganisationType,
  type Platform,
} from '@moveable/contract';
import { SubmitButton, countryName, useFieldErrors, usePageContext, useSubmitState } from '@moveable/shared';
import { FieldError, invalidProps } from './field-error.tsx';
import { LogoField } from './logo-field.tsx';
import { describeOrganisationError } from './organisation-errors.ts';
import { ORGANISATION_FIELDS, validate, type OrganisationField, type OrganisationValues } from './organisation-values.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export interface OrganisationFormProps {
  mode: 'create' | 'edit';
  platform: Platform;
  initial: OrganisationValues;
  /** Platform administrators change every field; an organisation's administrators their own. */
  platformAdmin: boolean;
  onSubmit: (values: OrganisationValues) => Promise<void>;
}

export function OrganisationForm({ mode, platform, initial, platformAdmin, onSubmit }: OrganisationFormProps) {
  const { t } = useOrganisationTranslation();
  const { locale } = usePageContext();
  const errors = useFieldErrors(ORGANISATION_FIELDS);
  const submit = useSubmitState();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState('');
  const base = useId();
  const idOf = (field: string) => `${base}-${field.replace('.', '-')}`;
  const locked = !platformAdmin;

  const set = <K extends keyof OrganisationValues>(key: K, value: OrganisationValues[K], field?: OrganisationField) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSaved('');
    if (field) errors.clear(field);
  };
  const setText = (key: 'names' | 'descriptions', language: Locale, text: string) => {
    setValues((v) => ({ ...v, [key]: { ...v[key], [language]: text } }));
    setSaved('');
    errors.clear(`${key}.${language}`);
  };

  async function send() {
    setSaved('');
    const found = validate(values, mode === 'create');
    if (Object.keys(found).length > 0) {
      errors.show(found);
      throw new Error('invalid form');
    }
    try {
      await onSubmit(values);
    } catch (error) {
      const text = describeOrganisationError(error);
      if (text.field) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    if (mode === 'edit') setSaved(t('organisation.form.saved'));
  }

  const textField = (
    field: 'name' | 'slug' | 'website' | 'contactEmail',
    extra: { type?: string; maxLength: number; autoComplete?: string; required?: boolean; disabled?: boolean; hint?: string },
  ): ReactNode => {
    const id = idOf(field);
    const hintId = extra.hint ? `${id}-hint` : undefined;
    return (
      <div className="ma-field">
        <label htmlFor={id}>{t(`organisation.form.${field}`)}</label>
        {extra.hint ? (
          <p id={hintId} className="ma-field__hint">
            {extra.hint}
          </p>
        ) : null}
        <input
          id={id}
          ref={errors.register(field)}
          name={field}
          type={extra.type ?? 'text'}
          maxLength={extra.maxLength}
          autoComplete={extra.autoComplete ?? 'off'}
          required={extra.required}
          aria-required={extra.required || undefined}
          disabled={extra.disabled}
          value={values[field]}
          onChange={(e) => set(field, e.target.value, field)}
          {...invalidProps(id, errors.fields[field], hintId)}
        />
        <FieldError fieldId={id} message={errors.fields[field]} />
      </div>
    );
  };

  return (
    <form
      noValidate
      className="ms-form ma-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(send);
      }}
    >
      {locked ? <p className="ma-field__hint">{t('organisation.form.adminOnlyHint')}</p> : null}
      {textField('name', { maxLength: MAX_ORGANISATION_NAME, autoComplete: 'organization', required: true, disabled: locked })}
      {mode === 'create' ? textField('slug', { maxLength: ORGANISATION_SLUG_MAX, required: true, hint: t('organisation.form.slugHint') }) : null}
      <div className="ma-field">
        <span className="ma-field__label">{t('organisation.form.platform')}</span> <strong>{platform}</strong>
      </div>
      <div className="ma-field">
        <label htmlFor={idOf('country')}>{t('organisation.form.country')}</label>
        <select
          id={idOf('country')}
          ref={errors.register('country')}
          name="country"
          disabled={locked}
          value={values.country}
          onChange={(e) => set('country', e.target.value, 'country')}
          {...invalidProps(idOf('country'), errors.fields.country)}
        >
          {PLATFORM_COUNTRIES[platform].map((code) => (
            <option key={code} value={code}>
              {countryName(code, locale) ?? code}
            </option>
          ))}
        </select>
        <FieldError fieldId={idOf('country')} message={errors.fields.country} />
      </div>
      <div className="ma-field">
        <label htmlFor={idOf('type')}>{t('organisation.form.type')}</label>
        <select
          id={idOf('type')}
          ref={errors.register('type')}
          name="type"
          disabled={locked}
          value={values.type}
          onChange={(e) => set('type', e.target.value as OrganisationType, 'type')}
          {...invalidProps(idOf('type'), errors.fields.type)}
        >
          {ORGANISATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`organisation.form.types.${type}`)}
            </option>
          ))}
        </select>
        <FieldError fieldId={idOf('type')} message={errors.fields.type} />
      </div>
      <div className="ma-languages" role="group" aria-label={t('organisation.form.languagesLegend')}>
        {LOCALES.map((language) => {
          const languageName = t(`organisation.form.languages.${language}`);
          const nameId = idOf(`names.${language}`);
          const descriptionId = idOf(`descriptions.${language}`);
          return (
            <fieldset key={language} className="ma-field ma-language" lang={language}>
              <legend lang={locale}>{languageName}</legend>
              <label htmlFor={nameId} lang={locale}>
                {t('organisation.form.localName', { language: languageName })}
              </label>
              <input
                id={nameId}
                ref={errors.register(`names.${language}`)}
                maxLength={MAX_ORGANISATION_NAME}
                disabled={locked}
                value={values.names[language]}
                onChange={(e) => setText('names', language, e.target.value)}
                {...invalidProps(nameId, errors.fields[`names.${language}`])}
              />
              <FieldError fieldId={nameId} message={errors.fields[`names.${language}`]} />
              <label htmlFor={descriptionId} lang={locale}>
                {t('organisation.form.description', { language: languageName })}
              </label>
              <textarea
                id={descriptionId}
                ref={errors.register(`descriptions.${language}`)}
                rows={4}
                maxLength={MAX_ORGANISATION_DESCRIPTION}
                value={values.descriptions[language]}
                onChange={(e) => setText('descriptions', language, e.target.value)}
                {...invalidProps(descriptionId, errors.fields[`descriptions.${language}`])}
              />
              <FieldError fieldId={descriptionId} message={errors.fields[`descriptions.${language}`]} />
            </fieldset>
          );
        })}
      </div>
      {textField('website', { type: 'url', maxLength: MAX_ORGANISATION_URL, autoComplete: 'url', hint: t('organisation.form.websiteHint') })}
      {textField('contactEmail', { type: 'email', maxLength: 254, autoComplete: 'email' })}
      <div className="ma-field ma-field--check">
        <input
          id={idOf('premium')}
          ref={errors.register('premium')}
          type="checkbox"
          name="premium"
          disabled={locked}
          checked={values.premium}
          onChange={(e) => set('premium', e.target.checked, 'premium')}
          {...invalidProps(idOf('premium'), errors.fields.premium, `${idOf('premium')}-hint`)}
        />
        <label htmlFor={idOf('premium')}>{t('organisation.form.premium')}</label>
        <p id={`${idOf('premium')}-hint`} className="ma-field__hint">
          {t('organisation.form.premiumHint')}
        </p>
        <FieldError fieldId={idOf('premium')} message={errors.fields.premium} />
      </div>
      <LogoField logo={values.logo} errors={errors} onChange={(logo) => set('logo', logo, 'logoPhotoId')} />
      <p ref={errors.alertRef} className="ma-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <SubmitButton
        state={submit.state}
        title={mode === 'create' ? t('organisation.form.create') : t('organisation.form.save')}
        errorShownElsewhere
      />
      <p className="ma-field__hint" role="status">
        {saved}
      </p>
    </form>
  );
}
