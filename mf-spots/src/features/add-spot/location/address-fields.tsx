// Street, postal code, city and country: filled by a chosen address, always editable (without a
// geocoder they are what the person types, and they say that nothing will search them, so nobody
// waits for the pin to follow). The country list: the platform's countries plus whatever the
// address already has, named in the page language.
import { useId, useMemo } from 'react';
import { PLATFORM_COUNTRIES, countryName, usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { describedBy, FieldError } from '../field-note.tsx';
import type { FieldErrorState } from '../use-field-errors.ts';
import type { SpotField } from '../validate.ts';

export interface AddressValues {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

interface Props {
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errors: FieldErrorState;
  countryRequired: boolean;
  /** Whether the page has an address search (a geocoder) that fills these fields. */
  searchable: boolean;
}

export function AddressFields({ values, onChange, errors, countryRequired, searchable }: Props) {
  const { t } = useSpotsTranslation();
  const { platform, locale } = usePageContext();
  const id = useId();
  const countries = useMemo(() => {
    const codes = new Set(PLATFORM_COUNTRIES[platform].map((c) => c.toUpperCase()));
    if (values.country) codes.add(values.country);
    return [...codes].map((code) => ({ code, name: countryName(code, locale) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [platform, locale, values.country]);

  const text = (name: 'street' | 'postalCode' | 'city', maxLength: number, autoComplete: string) => {
    const error = errors.fields[name];
    return (
      <div className={`mv-add-field mv-add-field--${name}`}>
        <label htmlFor={`${id}-${name}`} className="mv-field__label">
          {t(`add.address.${name}`)}
        </label>
        <input
          ref={errors.register(name)}
          id={`${id}-${name}`}
          type="text"
          value={values[name]}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-${name}-error`)}
          onChange={(e) => {
            errors.clear(name as SpotField);
            onChange({ [name]: e.target.value });
          }}
        />
        <FieldError id={`${id}-${name}-error`} errorKey={error} />
      </div>
    );
  };

  const countryError = errors.fields.country;
  return (
    <fieldset className="mv-address-fields" aria-describedby={`${id}-note`}>
      <legend>{t('add.address.legend')}</legend>
      <p id={`${id}-note`} className="mv-field__hint">
        {searchable ? t('add.address.searched') : t('add.address.notSearched')}
      </p>
      {text('street', 200, 'off')}
      <div className="mv-address-fields__row">
        {text('postalCode', 20, 'off')}
        {text('city', 100, 'off')}
      </div>
      <div className="mv-add-field mv-add-field--country">
        <label htmlFor={`${id}-country`} className="mv-field__label">
          {t('add.address.country')} {countryRequired && <span className="mv-required">{t('add.required')}</span>}
        </label>
        <select
          ref={errors.register('country')}
          id={`${id}-country`}
          value={values.country}
          required={countryRequired}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={describedBy(countryError && `${id}-country-error`)}
          onChange={(e) => {
            errors.clear('country');
            onChange({ country: e.target.value });
          }}
        >
          <option value="">{t('add.address.noCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-country-error`} errorKey={countryError} />
      </div>
    </fieldset>
  );
}
