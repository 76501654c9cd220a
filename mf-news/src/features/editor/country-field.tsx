// Where the article shows: on every country site of the platform, or on one. The countries are the
// platform's (contract), named in the page's language by the browser (Intl.DisplayNames), so no
// country name needs a translation of ours.
import { useId, useMemo } from 'react';
import { PLATFORM_COUNTRIES } from '@moveable/contract';
import { usePageContext, type FieldErrorState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import type { EditorField } from './editor-values.ts';

export interface CountryFieldProps {
  /** '' = every country of the platform. */
  country: string;
  errors: FieldErrorState<EditorField>;
  onChange: (country: string) => void;
}

export function CountryField({ country, errors, onChange }: CountryFieldProps) {
  const { t } = useNewsTranslation();
  const { platform, locale } = usePageContext();
  const id = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return PLATFORM_COUNTRIES[platform]
      .map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [platform, locale]);
  return (
    <div className="mv-editor-field">
      <label htmlFor={id}>{t('editor.country.label')}</label>
      <select
        id={id}
        ref={errors.register('country')}
        value={country}
        {...invalidProps(id, errors.fields.country)}
        onChange={(e) => {
          onChange(e.target.value);
          errors.clear('country');
        }}
      >
        <option value="">{t('editor.country.every')}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={errors.fields.country} />
    </div>
  );
}
