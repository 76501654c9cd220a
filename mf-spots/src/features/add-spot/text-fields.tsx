// Title (required, up to 120 characters) and description (plain text, up to 5000).
import { useId } from 'react';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { describedBy, FieldError } from './field-note.tsx';
import type { FieldErrorState } from './use-field-errors.ts';
import { MAX_DESCRIPTION, MAX_TITLE } from '@moveable/contract';

interface Props {
  title: string;
  description: string;
  onChange: (patch: { title?: string; description?: string }) => void;
  errors: FieldErrorState;
}

export function TextFields({ title, description, onChange, errors }: Props) {
  const { t } = useSpotsTranslation();
  const id = useId();
  const titleError = errors.fields.title;
  const descriptionError = errors.fields.description;
  return (
    <div className="mv-add-section mv-text-fields">
      <div className="mv-add-field">
        <label htmlFor={`${id}-title`} className="mv-field__label">
          {t('add.title.label')} <span className="mv-required">{t('add.required')}</span>
        </label>
        <p id={`${id}-title-hint`} className="mv-field__hint">
          {t('add.title.hint', { max: MAX_TITLE })}
        </p>
        <input
          ref={errors.register('title')}
          id={`${id}-title`}
          type="text"
          value={title}
          required
          maxLength={MAX_TITLE}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={describedBy(`${id}-title-hint`, titleError && `${id}-title-error`)}
          onChange={(e) => {
            errors.clear('title');
            onChange({ title: e.target.value });
          }}
        />
        <FieldError id={`${id}-title-error`} errorKey={titleError} />
      </div>
      <div className="mv-add-field">
        <label htmlFor={`${id}-description`} className="mv-field__label">
          {t('add.description.label')}
        </label>
        <p id={`${id}-description-hint`} className="mv-field__hint">
          {t('add.description.hint')}
        </p>
        <textarea
          ref={errors.register('description')}
          id={`${id}-description`}
          rows={6}
          value={description}
          maxLength={MAX_DESCRIPTION}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={describedBy(`${id}-description-hint`, descriptionError && `${id}-description-error`)}
          onChange={(e) => {
            errors.clear('description');
            onChange({ description: e.target.value });
          }}
        />
        <FieldError id={`${id}-description-error`} errorKey={descriptionError} />
      </div>
    </div>
  );
}
