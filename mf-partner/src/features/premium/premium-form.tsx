// The premium request form: organisation, contact person, address, type and message, sent to
// POST /api/premium-requests (stored and mailed to the platform's team). The API takes no type:
// it goes as the message's first line, in the sender's language, which the team reads in the mail.
// Errors show on their fields, the server's too, and focus moves to the first.
import { useId, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { MAX_PREMIUM_MESSAGE, MAX_PREMIUM_NAME } from '@moveable/contract';
import { Link, SubmitButton, useApi, useFieldErrors, useSubmitState } from '@moveable/shared';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { PREMIUM_FIELDS, describePremiumError, type PremiumField } from './premium-errors.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ORGANISATION_KINDS = ['town', 'partner', 'sponsor', 'other'] as const;
type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
/** Room left in the API's message for the type's line. */
const MAX_MESSAGE = MAX_PREMIUM_MESSAGE - 200;

type TextField = Exclude<PremiumField, 'type'>;

export function PremiumForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = usePartnerTranslation();
  const api = useApi();
  const errors = useFieldErrors(PREMIUM_FIELDS);
  const submit = useSubmitState();
  const [values, setValues] = useState<Record<TextField, string>>({ organisationName: '', contactName: '', email: '', message: '' });
  const [kind, setKind] = useState<OrganisationKind>('town');
  const ids = {
    organisationName: useId(),
    contactName: useId(),
    email: useId(),
    type: useId(),
    message: useId(),
    hint: useId(),
  };

  function validate(): boolean {
    const found: Partial<Record<PremiumField, string>> = {};
    const trimmed = (field: TextField) => values[field].trim();
    if (!trimmed('organisationName')) found.organisationName = 'premium.form.errors.organisationName';
    if (!trimmed('contactName')) found.contactName = 'premium.form.errors.contactName';
    if (!EMAIL_PATTERN.test(trimmed('email'))) found.email = trimmed('email') ? 'premium.form.errors.email' : 'premium.form.errors.emailMissing';
    if (!trimmed('message')) found.message = 'premium.form.errors.message';
    if (Object.keys(found).length === 0) return true;
    errors.show(found);
    return false;
  }

  async function send() {
    if (!validate()) throw new Error('invalid form');
    const email = values.email.trim();
    const typeLine = t('premium.form.typeLine', { type: t(`premium.form.types.${kind}`) });
    try {
      await api.post('/premium-requests', {
        body: {
          organisationName: values.organisationName.trim(),
          contactName: values.contactName.trim(),
          email,
          message: `${typeLine}\n\n${values.message.trim()}`,
        },
      });
    } catch (error) {
      const text = describePremiumError(error);
      if (text.field) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    onSent(email);
  }

  const errorText = (field: PremiumField): ReactNode =>
    errors.fields[field] ? (
      <p id={`${ids[field]}-error`} className="mp-field__error">
        {t(errors.fields[field]!)}
      </p>
    ) : null;
  const invalid = (field: PremiumField) => (errors.fields[field] ? true : undefined);
  const describedBy = (field: PremiumField, ...more: string[]) =>
    [...more, ...(errors.fields[field] ? [`${ids[field]}-error`] : [])].join(' ') || undefined;

  const textInput = (field: 'organisationName' | 'contactName' | 'email', extra: { type: string; autoComplete: string; maxLength: number }) => (
    <div className="mp-field">
      <label htmlFor={ids[field]}>{t(`premium.form.${field}`)}</label>
      <input
        id={ids[field]}
        ref={errors.register(field)}
        name={field}
        required
        aria-required
        value={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        onChange={(e) => {
          setValues((v) => ({ ...v, [field]: e.target.value }));
          errors.clear(field);
        }}
        {...extra}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form
      noValidate
      className="ms-form mp-form"
      aria-labelledby="premium-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(send);
      }}
    >
      {textInput('organisationName', { type: 'text', autoComplete: 'organization', maxLength: MAX_PREMIUM_NAME })}
      {textInput('contactName', { type: 'text', autoComplete: 'name', maxLength: MAX_PREMIUM_NAME })}
      {textInput('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
      <div className="mp-field">
        <label htmlFor={ids.type}>{t('premium.form.type')}</label>
        <select id={ids.type} ref={errors.register('type')} name="type" value={kind} onChange={(e) => setKind(e.target.value as OrganisationKind)}>
          {ORGANISATION_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`premium.form.types.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mp-field">
        <label htmlFor={ids.message}>{t('premium.form.message')}</label>
        <p id={ids.hint} className="mp-field__hint">
          {t('premium.form.messageHint')}
        </p>
        <textarea
          id={ids.message}
          ref={errors.register('message')}
          name="message"
          rows={6}
          required
          aria-required
          maxLength={MAX_MESSAGE}
          value={values.message}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message', ids.hint)}
          onChange={(e) => {
            setValues((v) => ({ ...v, message: e.target.value }));
            errors.clear('message');
          }}
        />
        {errorText('message')}
      </div>
      <p className="mp-form__privacy">
        <Trans t={t} i18nKey="premium.form.privacy" components={{ privacy: <Link to="/imprint/privacy" /> }} />
      </p>
      <p ref={errors.alertRef} className="mp-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <SubmitButton state={submit.state} title={t('premium.form.submit')} errorShownElsewhere />
    </form>
  );
}
