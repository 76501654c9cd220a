// The logo: upload one (POST /api/photos, the pipeline every photo takes), see it, remove it. The
// organisation refers to it by logoPhotoId when the form is saved.
import { useId, useState } from 'react';
import { Button, photoSrcset, photoUploadErrorKey, photoUrl, uploadPhoto, usePageContext, type FieldErrorState, type Photo } from '@moveable/shared';
import { FieldError, invalidProps } from './field-error.tsx';
import type { OrganisationField } from './organisation-values.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function LogoField({
  logo,
  errors,
  onChange,
}: {
  logo: Photo | null;
  errors: FieldErrorState<OrganisationField>;
  onChange: (logo: Photo | null) => void;
}) {
  const { t } = useOrganisationTranslation();
  const context = usePageContext();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState('');

  async function upload(file: File) {
    setUploading(true);
    setStatus(t('organisation.form.logo.uploading'));
    errors.clear('logoPhotoId');
    try {
      onChange(await uploadPhoto(file, context));
      setStatus(t('organisation.form.logo.uploaded'));
    } catch (error) {
      setStatus('');
      errors.show({ ...errors.fields, logoPhotoId: photoUploadErrorKey(error, 'organisation.form.errors') });
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="ma-field ma-logo">
      <legend>{t('organisation.form.logo.label')}</legend>
      {logo ? (
        <img
          src={photoUrl(logo)}
          srcSet={photoSrcset(logo)}
          sizes="10rem"
          width={logo.width}
          height={logo.height}
          alt={t('organisation.form.logo.current')}
        />
      ) : (
        <p>{t('organisation.form.logo.none')}</p>
      )}
      <label htmlFor={id}>{logo ? t('organisation.form.logo.replace') : t('organisation.form.logo.choose')}</label>
      <input
        id={id}
        ref={errors.register('logoPhotoId')}
        type="file"
        accept={ACCEPT}
        disabled={uploading}
        {...invalidProps(id, errors.fields.logoPhotoId)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file may be chosen again after an error
          if (file) void upload(file);
        }}
      />
      {logo ? (
        <Button variant="quiet" size="sm" onClick={() => onChange(null)}>
          {t('organisation.form.logo.remove')}
        </Button>
      ) : null}
      <p className="ma-field__hint" role="status">
        {status}
      </p>
      <FieldError fieldId={id} message={errors.fields.logoPhotoId} />
    </fieldset>
  );
}
