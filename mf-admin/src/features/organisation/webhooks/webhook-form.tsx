// A new webhook: its URL and the events it wants. The page checks what it can (an http(s) URL,
// at least one event); the server's refusal (not https, a private address) shows on the URL field.
import { useId, useRef, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@moveable/contract';
import { ApiError } from '@moveable/shared';
import { useAdminTranslation } from '../../common/use-admin-translation.ts';

export function WebhookForm({ onSubmit }: { onSubmit: (values: { url: string; events: WebhookEvent[] }) => Promise<void> }) {
  const { t } = useAdminTranslation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const firstEvent = useRef<HTMLInputElement>(null);
  const ids = { url: useId(), urlError: useId(), urlHint: useId(), events: useId(), eventsError: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: typeof errors = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = t('webhooks.errors.url');
    if (events.length === 0) found.events = t('webhooks.errors.events');
    setErrors(found);
    if (found.url) return document.getElementById(ids.url)?.focus();
    if (found.events) return firstEvent.current?.focus();
    setBusy(true);
    try {
      await onSubmit({ url: url.trim(), events });
      setUrl('');
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400 && error.field === 'url') {
        setErrors({ url: t('webhooks.errors.target') });
        document.getElementById(ids.url)?.focus();
      } else if (error instanceof ApiError && error.statusCode === 409) setErrors({ form: t('webhooks.errors.tooMany') });
      else setErrors({ form: t('webhooks.errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ms-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids.url}-heading`}>
      <h3 id={`${ids.url}-heading`}>{t('webhooks.add')}</h3>
      <div className="ma-field">
        <label htmlFor={ids.url}>{t('webhooks.url')}</label>
        <input
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${ids.urlError} ${ids.urlHint}` : ids.urlHint}
        />
        <p id={ids.urlHint} className="ma-field__hint">
          {t('webhooks.urlHint')}
        </p>
        {errors.url ? (
          <p id={ids.urlError} className="ma-field__error">
            {errors.url}
          </p>
        ) : null}
      </div>
      <fieldset id={ids.events} className="ma-field" aria-describedby={errors.events ? ids.eventsError : undefined}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((event, index) => (
          <label key={event}>
            <input
              ref={index === 0 ? firstEvent : undefined}
              type="checkbox"
              checked={events.includes(event)}
              onChange={(e) => setEvents(e.target.checked ? [...events, event] : events.filter((x) => x !== event))}
            />{' '}
            {t(`webhooks.eventNames.${event}`)}
          </label>
        ))}
        {errors.events ? (
          <p id={ids.eventsError} className="ma-field__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <p role="alert" className="ma-form__alert">
        {errors.form ?? ''}
      </p>
      <button type="submit" className="ms-button ms-button--sm" disabled={busy}>
        {t('webhooks.create')}
      </button>
    </form>
  );
}
