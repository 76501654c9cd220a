// The two fields every account form asks for the same way: sign-up, invitation, password reset
// and profile. One place for their label, hint, autocomplete and limits.
import { MIN_PASSWORD_LENGTH, TextField, type FormErrors } from './forms.tsx';
import { useAuthTranslation } from './use-auth-translation.ts';

export const USERNAME_MAX = 30;

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  errors: FormErrors;
}

export function UsernameField(props: FieldProps) {
  const { t } = useAuthTranslation();
  return (
    <TextField
      name="username"
      label={t('fields.username')}
      hint={t('hints.username')}
      autoComplete="username"
      required
      maxLength={USERNAME_MAX}
      {...props}
    />
  );
}

/** A password being chosen (not typed to sign in): the password manager may suggest one. */
export function NewPasswordField({ labelKey = 'fields.password', ...props }: FieldProps & { labelKey?: 'fields.password' | 'fields.newPassword' }) {
  const { t } = useAuthTranslation();
  return (
    <TextField
      name="password"
      label={t(labelKey)}
      hint={t('hints.password', { min: MIN_PASSWORD_LENGTH })}
      type="password"
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
