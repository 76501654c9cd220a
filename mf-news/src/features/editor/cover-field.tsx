// The cover photo: upload one (POST /api/photos, the pipeline every photo takes), see it, remove
// it. The article refers to it by coverPhotoId when it is saved.
import { useId, useState } from 'react';
import { Button, photoSrcset, photoUploadErrorKey, photoUrl, uploadPhoto, usePageContext, type FieldErrorState, type Photo } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import type { EditorField } from './editor-values.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function CoverField({
  cover,
  errors,
  onChange,
}: {
  cover: Photo | null;
  errors: FieldErrorState<EditorField>;
  onChange: (cover: Photo | null) => void;
}) {
  const { t } = useNewsTranslation();
  const context = usePageContext();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState('');

  async function upload(file: File) {
    setUploading(true);
    setStatus(t('editor.cover.uploading'));
    errors.clear('coverPhotoId');
    try {
      onChange(await uploadPhoto(file, context));
      setStatus(t('editor.cover.uploaded'));
    } catch (error) {
      setStatus('');
      errors.show({ ...errors.fields, coverPhotoId: photoUploadErrorKey(error, 'editor.cover.errors') });
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="mv-editor-field mv-editor-cover">
      <legend>{t('editor.cover.label')}</legend>
      {cover ? (
        <img
          src={photoUrl(cover)}
          srcSet={photoSrcset(cover)}
          sizes="20rem"
          width={cover.width}
          height={cover.height}
          alt={t('editor.cover.current')}
        />
      ) : (
        <p>{t('editor.cover.none')}</p>
      )}
      <label htmlFor={id}>{cover ? t('editor.cover.replace') : t('editor.cover.choose')}</label>
      <input
        id={id}
        ref={errors.register('coverPhotoId')}
        type="file"
        accept={ACCEPT}
        disabled={uploading}
        {...invalidProps(id, errors.fields.coverPhotoId)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file may be chosen again after an error
          if (file) void upload(file);
        }}
      />
      {cover ? (
        <Button variant="quiet" onClick={() => onChange(null)}>
          {t('editor.cover.remove')}
        </Button>
      ) : null}
      <p className="mv-editor-field__hint" role="status">
        {status}
      </p>
      <FieldError fieldId={id} message={errors.fields.coverPhotoId} />
    </fieldset>
  );
}
