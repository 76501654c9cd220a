// Fame or shame: a required choice with no default (domain notes). Arrow keys move within the
// group (native radios); the fieldset's legend names it, each option's hint describes it.
import { useId } from 'react';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { describedBy, FieldError } from './field-note.tsx';
import type { FieldErrorState } from './use-field-errors.ts';

export function PolarityField({ value, onChange, errors }: { value: boolean | null; onChange: (famed: boolean) => void; errors: FieldErrorState }) {
  const { t } = useSpotsTranslation();
  const id = useId();
  const error = errors.fields.famed;
  const errorId = `${id}-error`;
  const option = (famed: boolean) => {
    const kind = famed ? 'fame' : 'shame';
    return (
      <div className={`mv-polarity__option mv-polarity__option--${kind}`}>
        <input
          ref={famed ? errors.register('famed') : undefined}
          id={`${id}-${kind}`}
          type="radio"
          name={`${id}-famed`}
          checked={value === famed}
          required
          aria-describedby={describedBy(`${id}-${kind}-hint`, error && errorId)}
          aria-invalid={error ? true : undefined}
          onChange={() => onChange(famed)}
        />
        <label htmlFor={`${id}-${kind}`} className="mv-polarity__word">
          {famed ? t('add.polarity.fame') : t('add.polarity.shame')}
        </label>
        <span id={`${id}-${kind}-hint`} className="mv-polarity__hint">
          {famed ? t('add.polarity.fameHint') : t('add.polarity.shameHint')}
        </span>
      </div>
    );
  };
  return (
    <fieldset className="mv-add-section mv-polarity">
      <legend>
        {t('add.polarity.legend')} <span className="mv-required">{t('add.required')}</span>
      </legend>
      <div className="mv-polarity__options">
        {option(true)}
        {option(false)}
      </div>
      <FieldError id={errorId} errorKey={error} />
    </fieldset>
  );
}
