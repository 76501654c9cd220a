// When the article is public: kept a draft, published on saving, or scheduled at a date and time
// (the browser's time zone; sent as an instant). The server decides what "scheduled" means
// against its clock and names publishedAt when the date does not fit.
import { useId } from 'react';
import type { FieldErrorState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import type { EditorField, Publication } from './editor-values.ts';

export interface PublicationFieldProps {
  publication: Publication;
  scheduledAt: string;
  /** The article is public already: "publish now" keeps it public. */
  isPublic: boolean;
  errors: FieldErrorState<EditorField>;
  onChange: (publication: Publication, scheduledAt: string) => void;
}

export function PublicationField({ publication, scheduledAt, isPublic, errors, onChange }: PublicationFieldProps) {
  const { t } = useNewsTranslation();
  const id = useId();
  const dateId = `${id}-at`;
  const options: [Publication, string][] = [
    ['draft', t('editor.publication.draft')],
    ['published', isPublic ? t('editor.publication.keepPublished') : t('editor.publication.publishNow')],
    ['scheduled', t('editor.publication.schedule')],
  ];
  return (
    <fieldset className="mv-editor-field mv-editor-publication">
      <legend>{t('editor.publication.label')}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="mv-editor-choice">
          <input
            // the date's error (from the server when publishing now) needs a control to focus while no date shows
            ref={publication !== 'scheduled' && publication === value ? errors.register('publishedAt') : undefined}
            type="radio"
            name={`${id}-publication`}
            value={value}
            checked={publication === value}
            onChange={() => {
              onChange(value, scheduledAt);
              errors.clear('publishedAt');
            }}
          />
          {label}
        </label>
      ))}
      {publication === 'scheduled' ? (
        <div className="mv-editor-field">
          <label htmlFor={dateId}>{t('editor.publication.at')}</label>
          <input
            id={dateId}
            ref={errors.register('publishedAt')}
            type="datetime-local"
            value={scheduledAt}
            {...invalidProps(dateId, errors.fields.publishedAt)}
            onChange={(e) => {
              onChange('scheduled', e.target.value);
              errors.clear('publishedAt');
            }}
          />
          <FieldError fieldId={dateId} message={errors.fields.publishedAt} />
        </div>
      ) : (
        <FieldError fieldId={dateId} message={errors.fields.publishedAt} />
      )}
    </fieldset>
  );
}
