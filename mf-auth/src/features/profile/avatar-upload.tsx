// Upload a new profile picture (PUT /api/users/me/avatar, multipart `file`). Type and size are
// checked here first, so nobody waits for a 5 MB upload to be refused.
import { useId, useState, type ChangeEvent } from 'react';
import { Spinner, useApi, type User } from '@moveable/shared';
import { describeError } from '../common/form-errors.ts';
import { StatusMessage } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { Avatar } from '../common/avatar.tsx';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, uploadAvatar } from './save-profile.ts';

export function AvatarUpload({ user }: { user: User }) {
  const { t } = useAuthTranslation();
  const api = useApi();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function change(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setStatus(null);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError('auth:errors.fileType');
    if (file.size > AVATAR_MAX_BYTES) return setError('auth:errors.fileTooLarge');
    setBusy(true);
    try {
      await uploadAvatar(api, file);
      setStatus('profile.avatarSaved');
    } catch (failure) {
      setError(describeError(failure).key);
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mv-auth-avatar-upload">
      <h2 id={`${id}-heading`}>{t('profile.avatar')}</h2>
      <Avatar url={user.avatarUrl} name={user.username} />
      <div className="mv-auth-field">
        <label htmlFor={id}>{t('fields.avatar')}</label>
        <input
          id={id}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-busy={busy || undefined}
          onChange={(e) => void change(e)}
        />
        <p id={`${id}-hint`} className="mv-auth-field__hint">
          {t('hints.avatar')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="mv-auth-field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
        {busy ? <Spinner size="xs" /> : null}
      </div>
      <StatusMessage>{status ? t(status) : null}</StatusMessage>
    </section>
  );
}
