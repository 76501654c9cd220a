// Create an account (POST /api/users), then sign in with it straight away. Should the server want
// the e-mail address confirmed first, the person is told to check their mailbox.
import { useState } from 'react';
import { Link, signIn, useAuthServiceApi, usePageContext, type SessionState } from '@moveable/shared';
import { AuthForm, StatusMessage, TextField, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { checkEmail, checkNewPassword, checkTerms, checkUsername } from '../common/validation.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { UsernameField, NewPasswordField } from '../common/account-fields.tsx';

const ORDER = ['email', 'username', 'password', 'acceptTerms'];

export function SignUpForm({ onSignedIn, signInPath }: { onSignedIn: (session: SessionState) => void; signInPath: string }) {
  const { t } = useAuthTranslation();
  const api = useAuthServiceApi();
  const { locale } = usePageContext();
  const errors = useFormErrors(ORDER);
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [created, setCreated] = useState(false);

  async function submit() {
    const invalid: FieldErrors = {};
    checkEmail(email, invalid);
    checkUsername(username, invalid);
    checkNewPassword(password, invalid);
    checkTerms(acceptTerms, invalid);
    errors.validate(invalid);
    await api.post('/users', { body: { email: email.trim(), username: username.trim(), password, acceptTerms: true, locale } });
    let session: SessionState;
    try {
      session = await signIn(email.trim(), password);
    } catch {
      setCreated(true); // the account exists; signing in has to wait (e.g. for the confirmation)
      return;
    }
    onSignedIn(session);
  }

  return (
    <>
      <StatusMessage>
        {created ? (
          <>
            {t('signup.created')} <Link to={signInPath}>{t('login.toSignIn')}</Link>
          </>
        ) : null}
      </StatusMessage>
      {created ? null : (
        <AuthForm errors={errors} onSubmit={submit} submitLabel={t('login.submit.signup')} labelledBy="login-heading">
          <TextField
            name="email"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
            errors={errors}
          />
          <UsernameField value={username} onChange={setUsername} errors={errors} />
          <NewPasswordField value={password} onChange={setPassword} errors={errors} />
          <TermsCheckbox checked={acceptTerms} onChange={setAcceptTerms} errors={errors} />
        </AuthForm>
      )}
    </>
  );
}
