// Sign in with e-mail and password (spec §4: the login fails with "Login failed, please check
// your credentials." when no access token comes back).
import { useState } from 'react';
import { signIn, type SessionState } from '@moveable/shared';
import { AuthForm, EMAIL_PATTERN, TextField, useFormErrors, type FieldErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';

const ORDER = ['email', 'password'];

export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionState) => void }) {
  const { t } = useAuthTranslation();
  const errors = useFormErrors(ORDER);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit() {
    const invalid: FieldErrors = {};
    if (!email.trim()) invalid.email = 'auth:errors.required.email';
    else if (!EMAIL_PATTERN.test(email.trim())) invalid.email = 'auth:errors.field.email';
    if (!password) invalid.password = 'auth:errors.required.password';
    errors.validate(invalid);
    onSignedIn(await signIn(email.trim(), password));
  }

  return (
    <AuthForm errors={errors} onSubmit={submit} submitLabel={t('login.submit.signin')} labelledBy="login-heading">
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
      <TextField
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        errors={errors}
      />
    </AuthForm>
  );
}
