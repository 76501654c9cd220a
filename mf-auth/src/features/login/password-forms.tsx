// Forgotten password: ask for a link (?mode=forgot), then set a new password with the link's
// token (?mode=reset&token=…; one hour, single use).
import { useState } from 'react';
import { Link, useAuthServiceApi } from '@moveable/shared';
import { AuthForm, StatusMessage, TextField, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { checkEmail, checkNewPassword } from '../common/validation.ts';
import { NewPasswordField } from '../common/account-fields.tsx';

export function ForgotForm() {
  const { t } = useAuthTranslation();
  const api = useAuthServiceApi();
  const errors = useFormErrors(['email']);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit() {
    const invalid: FieldErrors = {};
    checkEmail(email, invalid);
    errors.validate(invalid);
    await api.post('/auth/password/request', { body: { email: email.trim() } });
    setSentTo(email.trim());
  }

  return (
    <>
      <p>{t('forgot.intro')}</p>
      <AuthForm errors={errors} onSubmit={submit} submitLabel={t('login.submit.forgot')} labelledBy="login-heading">
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
      </AuthForm>
      <StatusMessage>{sentTo ? t('forgot.sent', { email: sentTo }) : null}</StatusMessage>
    </>
  );
}

/** The link from an e-mail lacks its token: nothing to send; offer a new link. */
export function IncompleteLink({ forgotPath }: { forgotPath?: string }) {
  const { t } = useAuthTranslation();
  return (
    <p role="alert" className="mv-auth-form__alert">
      {t('errors.linkIncomplete')} {forgotPath ? <Link to={forgotPath}>{t('login.toForgot')}</Link> : null}
    </p>
  );
}

export function ResetForm({ token, signInPath, forgotPath }: { token: string | null; signInPath: string; forgotPath: string }) {
  const { t } = useAuthTranslation();
  const api = useAuthServiceApi();
  const errors = useFormErrors(['password']);
  const [password, setPassword] = useState('');
  const [changed, setChanged] = useState(false);

  if (!token) return <IncompleteLink forgotPath={forgotPath} />;
  const linkToken = token;

  async function submit() {
    const invalid: FieldErrors = {};
    checkNewPassword(password, invalid);
    errors.validate(invalid);
    await api.post('/auth/password/reset', { body: { token: linkToken, password } });
    setChanged(true);
  }

  const expired = errors.form === 'auth:errors.token_expired' || errors.form === 'auth:errors.token_invalid';
  return (
    <>
      <StatusMessage>
        {changed ? (
          <>
            {t('reset.done')} <Link to={signInPath}>{t('login.toSignIn')}</Link>
          </>
        ) : null}
      </StatusMessage>
      {changed ? null : (
        <AuthForm errors={errors} onSubmit={submit} submitLabel={t('login.submit.reset')} labelledBy="login-heading">
          <NewPasswordField labelKey="fields.newPassword" value={password} onChange={setPassword} errors={errors} />
        </AuthForm>
      )}
      {expired ? (
        <p>
          <Link to={forgotPath}>{t('reset.newLink')}</Link>
        </p>
      ) : null}
    </>
  );
}
