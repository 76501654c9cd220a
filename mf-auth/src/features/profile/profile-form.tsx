// Name, short bio and e-mail notifications.
import { useState } from 'react';
import { useApi, type User } from '@moveable/shared';
import { AuthForm, CheckboxField, StatusMessage, TextField, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { checkUsername } from '../common/validation.ts';
import { saveProfile } from './save-profile.ts';
import { UsernameField } from '../common/account-fields.tsx';

const ORDER = ['username', 'bio', 'emailNotifications'];
export const BIO_MAX = 500;

export function ProfileForm({ user }: { user: User }) {
  const { t } = useAuthTranslation();
  const api = useApi();
  const errors = useFormErrors(ORDER);
  const [username, setUsername] = useState(user.username);
  const [bio, setBio] = useState(user.bio ?? '');
  const [emailNotifications, setEmailNotifications] = useState(user.emailNotifications);
  const [saved, setSaved] = useState(false);

  async function submit() {
    setSaved(false);
    const invalid: FieldErrors = {};
    checkUsername(username, invalid);
    if (bio.length > BIO_MAX) invalid.bio = 'auth:errors.field.bio';
    errors.validate(invalid);
    await saveProfile(api, { username: username.trim(), bio, emailNotifications });
    setSaved(true);
  }

  return (
    <section aria-labelledby="profile-details">
      <h2 id="profile-details">{t('profile.details')}</h2>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('profile.save')} labelledBy="profile-details">
        <UsernameField value={username} onChange={setUsername} errors={errors} />
        <TextField
          name="bio"
          label={t('fields.bio')}
          hint={t('hints.bio', { max: BIO_MAX })}
          multiline
          maxLength={BIO_MAX}
          value={bio}
          onChange={setBio}
          errors={errors}
        />
        <CheckboxField
          name="emailNotifications"
          label={t('fields.emailNotifications')}
          hint={t('hints.emailNotifications')}
          checked={emailNotifications}
          onChange={setEmailNotifications}
          errors={errors}
        />
      </AuthForm>
      <StatusMessage>{saved ? t('profile.saved') : null}</StatusMessage>
    </section>
  );
}
