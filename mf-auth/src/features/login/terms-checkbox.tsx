import { Trans } from 'react-i18next';
import { Link } from '@moveable/shared';
import { CheckboxField, type FormErrors } from '../common/forms.tsx';
import { useAuthTranslation } from '../common/use-auth-translation.ts';

/** "I accept the terms of use and the privacy policy", with both linked. */
export function TermsCheckbox({ checked, onChange, errors }: { checked: boolean; onChange: (v: boolean) => void; errors: FormErrors }) {
  const { t } = useAuthTranslation();
  return (
    <CheckboxField
      name="acceptTerms"
      required
      checked={checked}
      onChange={onChange}
      errors={errors}
      label={
        <Trans
          t={t}
          i18nKey="fields.acceptTerms"
          components={{ terms: <Link to="/imprint/terms" target="_blank" />, privacy: <Link to="/imprint/privacy" target="_blank" /> }}
        />
      }
    />
  );
}
