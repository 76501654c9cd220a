// Accept an invitation (?mode=invite&token=…, 7 days): choose a name and a password; the answer
// signs the person in.
import { useState } from 'react';
import { adoptAuthResponse, useAuthServiceApi, type SessionState } from '@moveable/shared';
import { AuthForm, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { checkNewPassword, checkTerms, checkUsername } from '../common/validation.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { IncompleteLink } from './password-forms.tsx';
import { UsernameField, NewPasswordField } from '../common/account-fields.tsx';

const ORDER = ['username', 'password', 'acceptTerms'];

export function InviteForm({ token, onSignedIn }: { token: string | null; onSignedIn: (session: SessionState) => void }) {
  const { t } = useAuthTranslation();
  const api = useAuthServiceApi();
  const errors = useFormErrors(ORDER);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);

  if (!token) return <IncompleteLink />;
  const linkToken = token;

  async function submit() {
    const invalid: FieldErrors = {};
    checkUsername(username, invalid);
    checkNewPassword(password, invalid);
    checkTerms(acceptTerms, invalid);
    errors.validate(invalid);
    const answer = await api.post('/users/invite/accept', { body: { token: linkToken, username: username.trim(), password, acceptTerms: true } });
    onSignedIn(await adoptAuthResponse(answer));
  }

  return (
    <>
      <p>{t('invite.intro')}</p>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('login.submit.invite')} labelledBy="login-heading">
        <UsernameField value={username} onChange={setUsername} errors={errors} />
        <NewPasswordField value={password} onChange={setPassword} errors={errors} />
        <TermsCheckbox checked={acceptTerms} onChange={setAcceptTerms} errors={errors} />
      </AuthForm>
    </>
  );
}
