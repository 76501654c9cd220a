// The subscription form: an address and the consent checkbox, whose wording is the consent text
// version the form sends (the server stores that version with the subscription). The answer is
// always 204, so the page says "check your inbox" whether or not the address was subscribed.
import { useId, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { NEWSLETTER_CONSENT_VERSION } from '@moveable/contract';
import { Link, SubmitButton, useApi, useFieldErrors, usePageContext, useSubmitState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { SUBSCRIBE_FIELDS, describeNewsletterError, type SubscribeField } from './newsletter-errors.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SubscribeForm({ onSubscribed }: { onSubscribed: (email: string) => void }) {
  const { t } = useNewsTranslation();
  const { locale } = usePageContext();
  const api = useApi();
  const errors = useFieldErrors(SUBSCRIBE_FIELDS);
  const submit = useSubmitState();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const ids = { email: useId(), consent: useId() };

  function validate(): boolean {
    const found: Partial<Record<SubscribeField, string>> = {};
    if (!EMAIL_PATTERN.test(email.trim())) found.email = email.trim() ? 'newsletter.errors.email' : 'newsletter.errors.emailMissing';
    if (!consent) found.consent = 'newsletter.errors.consent';
    if (Object.keys(found).length === 0) return true;
    errors.show(found);
    return false;
  }

  async function send() {
    if (!validate()) throw new Error('invalid form');
    try {
      await api.post('/newsletter/subscriptions', { body: { email: email.trim(), locale, consentTextVersion: NEWSLETTER_CONSENT_VERSION } });
    } catch (error) {
      const text = describeNewsletterError(error);
      if (text.field) errors.show({ [text.field]: text.key });
      else errors.show({}, text.key);
      throw error;
    }
    errors.reset();
    onSubscribed(email.trim());
  }

  const error = (field: SubscribeField): ReactNode =>
    errors.fields[field] ? (
      <p id={`${ids[field]}-error`} className="mv-newsletter-field__error">
        {t(errors.fields[field]!)}
      </p>
    ) : null;
  const describedBy = (field: SubscribeField) => (errors.fields[field] ? `${ids[field]}-error` : undefined);

  return (
    <form
      noValidate
      className="mv-newsletter-form"
      aria-labelledby="newsletter-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(send);
      }}
    >
      <div className="mv-newsletter-field">
        <label htmlFor={ids.email}>{t('newsletter.email')}</label>
        <input
          id={ids.email}
          ref={errors.register('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-required
          maxLength={254}
          value={email}
          aria-invalid={errors.fields.email ? true : undefined}
          aria-describedby={describedBy('email')}
          onChange={(e) => {
            setEmail(e.target.value);
            errors.clear('email');
          }}
        />
        {error('email')}
      </div>
      <div className="mv-newsletter-field mv-newsletter-field--checkbox">
        <input
          id={ids.consent}
          ref={errors.register('consent')}
          type="checkbox"
          name="consent"
          required
          checked={consent}
          aria-invalid={errors.fields.consent ? true : undefined}
          aria-describedby={describedBy('consent')}
          onChange={(e) => {
            setConsent(e.target.checked);
            errors.clear('consent');
          }}
        />
        <label htmlFor={ids.consent} data-consent-version={NEWSLETTER_CONSENT_VERSION}>
          <Trans t={t} i18nKey={`newsletter.consent.v${NEWSLETTER_CONSENT_VERSION}`} components={{ privacy: <Link to="/imprint/privacy" /> }} />
        </label>
        {error('consent')}
      </div>
      <p ref={errors.alertRef} className="mv-newsletter-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <SubmitButton state={submit.state} title={t('newsletter.subscribe')} errorShownElsewhere />
    </form>
  );
}
