// Choose photos and follow their uploads: a labelled file input, then one row per photo with a
// thumbnail, a named <progress>, the reason of a failure, "retry" and "remove". A polite live
// region sums up; focus returns to the file input after a removal (the row is gone).
import { useCallback, useId, useRef, type Ref } from 'react';
import { useSpotsTranslation } from '../use-spots-translation.ts';
import { PHOTO_ACCEPT } from './accepted-types.ts';
import { isRetryable } from './photo-error.ts';
import { thumbnailOf } from './thumbnail.ts';
import type { PhotoUpload, PhotoUploads } from './use-photo-uploads.ts';

export interface PhotoPickerProps {
  uploads: PhotoUploads;
  /** The input's label; default "Add photos". */
  label?: string;
  /** Under the label; default: formats, limit, resizing. */
  hint?: string;
  /** A translated error for the whole field (a form's validation). */
  error?: string | null;
  /** The file input (a form focuses it when the photos need attention). */
  inputRef?: Ref<HTMLInputElement>;
  /** For the hint's "at most N photos". */
  max?: number;
}

export function PhotoPicker({ uploads, label, hint, error, inputRef, max = 10 }: PhotoPickerProps) {
  const { t } = useSpotsTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  const failed = uploads.items.filter((i) => i.status === 'error').length;
  const done = uploads.items.filter((i) => i.status === 'done').length;
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const remove = (key: string) => {
    uploads.remove(key);
    input.current?.focus();
  };

  return (
    <div className="mv-photo-picker">
      <label htmlFor={id} className="mv-field__label">
        {label ?? t('add.photos.choose')}
      </label>
      <p id={`${id}-hint`} className="mv-field__hint">
        {hint ?? t('add.photos.hint', { max })}
      </p>
      <input
        ref={setInput}
        id={id}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="mv-photo-picker__input"
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          if (e.target.files?.length) uploads.add(e.target.files);
          e.target.value = ''; // the same file may be chosen again after a removal
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mv-field__error">
          {error}
        </p>
      )}
      {uploads.items.length > 0 && (
        <ul className="mv-photo-picker__list" aria-label={t('add.photos.list')}>
          {uploads.items.map((item, index) => (
            <PhotoRow key={item.key} item={item} n={index + 1} onRemove={() => remove(item.key)} onRetry={() => uploads.retry(item.key)} />
          ))}
        </ul>
      )}
      <p className="ms-visually-hidden" role="status" aria-live="polite">
        {uploads.refused > 0 && t('add.photos.refused', { count: uploads.refused, max })}{' '}
        {uploads.items.length > 0 && t('add.photos.summary', { count: uploads.items.length, done })}{' '}
        {failed > 0 && t('add.photos.summaryFailed', { count: failed })}
      </p>
    </div>
  );
}

function PhotoRow({ item, n, onRemove, onRetry }: { item: PhotoUpload; n: number; onRemove: () => void; onRetry: () => void }) {
  const { t } = useSpotsTranslation();
  const name = item.file.name;
  const src = thumbnailOf(item);
  const working = item.status === 'preparing' || item.status === 'uploading';
  return (
    <li className={`mv-photo-row mv-photo-row--${item.status}`} data-photo-id={item.photo?.id}>
      <div className="mv-photo-row__thumb">
        {src ? <img src={src} alt={t('add.photos.thumbAlt', { n, name })} /> : <span className="mv-photo-row__placeholder" aria-hidden="true" />}
      </div>
      <div className="mv-photo-row__body">
        <span className="mv-photo-row__name">{name}</span>
        {working && (
          <span className="mv-photo-row__progress">
            <progress aria-label={t('add.photos.progress', { name })} max={1} value={item.status === 'uploading' ? item.progress : undefined} />
            <span>
              {item.status === 'preparing' ? t('add.photos.preparing') : t('add.photos.uploading', { percent: Math.round(item.progress * 100) })}
            </span>
          </span>
        )}
        {item.status === 'done' && <span className="mv-photo-row__done">{n === 1 ? t('add.photos.doneCover') : t('add.photos.done')}</span>}
        {item.status === 'error' && item.error && <span className="mv-photo-row__error">{t(`add.photos.errors.${item.error}`)}</span>}
        <span className="mv-photo-row__actions">
          {item.status === 'error' && isRetryable(item.error) && (
            <button type="button" className="ms-button ms-button--white" aria-label={t('add.photos.retryNamed', { name })} onClick={onRetry}>
              {t('add.photos.retry')}
            </button>
          )}
          <button type="button" className="ms-button ms-button--white" aria-label={t('add.photos.removeNamed', { name })} onClick={onRemove}>
            {t('add.photos.remove')}
          </button>
        </span>
      </div>
    </li>
  );
}
