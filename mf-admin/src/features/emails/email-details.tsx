// One message: who, what, its status and last error, its text and its HTML (in a frame that runs
// nothing); a failed or bounced one has "send again", which says with a toast how it went. The
// heading takes the focus when it opens, so a keyboard or screen reader user lands on it.
import { useEffect, useRef } from 'react';
import { RESENDABLE_EMAIL_STATUSES } from '@moveable/contract';
import { Button, ErrorScreen, Spinner, toasts, usePageContext } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { MailFrame } from './mail-frame.tsx';
import { useEmail, useResend } from './use-emails.ts';

export function EmailDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const { locale } = usePageContext();
  const message = useEmail(id);
  const resend = useResend();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = message.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, id]);

  if (message.isPending) return <Spinner size="md" />;
  if (message.isError) return <ErrorScreen error={message.error} size="small" headingLevel={2} onRetry={() => message.refetch()} />;
  const email = message.data;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const sendAgain = () =>
    resend.mutate(email.id, {
      onSuccess: () => toasts.show(t('emails.details.resent'), { tone: 'success' }),
      onError: () => toasts.show(t('emails.details.resendFailed'), { tone: 'error' }),
    });

  return (
    <section className="ma-email-details" aria-labelledby={`ma-email-${email.id}`}>
      <h2 id={`ma-email-${email.id}`} ref={heading} tabIndex={-1}>
        {email.subject}
      </h2>
      <dl>
        <dt>{t('emails.to')}</dt>
        <dd>{email.to}</dd>
        <dt>{t('emails.status')}</dt>
        <dd>{t(`emails.statuses.${email.status}`)}</dd>
        <dt>{t('emails.template')}</dt>
        <dd>{t(`emails.templates.${email.template}`, { defaultValue: email.template })}</dd>
        {email.locale ? (
          <>
            <dt>{t('emails.details.language')}</dt>
            <dd>{t(`emails.languages.${email.locale}`)}</dd>
          </>
        ) : null}
        <dt>{t('emails.created')}</dt>
        <dd>{when.format(new Date(email.createdAt))}</dd>
        {email.sentAt ? (
          <>
            <dt>{t('emails.details.sentAt')}</dt>
            <dd>{when.format(new Date(email.sentAt))}</dd>
          </>
        ) : null}
        <dt>{t('emails.details.attempts')}</dt>
        <dd>{email.attempts}</dd>
        {email.error ? (
          <>
            <dt>{t('emails.details.error')}</dt>
            <dd>{email.error}</dd>
          </>
        ) : null}
      </dl>
      <div className="ma-email-actions">
        {RESENDABLE_EMAIL_STATUSES.includes(email.status) ? (
          <Button variant="bright" disabled={resend.isPending} onClick={sendAgain}>
            {t('emails.details.resend')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('emails.details.close')}</Button>
      </div>
      <h3>{t('emails.details.text')}</h3>
      <pre className="ma-mail-text">{email.text}</pre>
      <h3>{t('emails.details.html')}</h3>
      <MailFrame html={email.html} title={t('emails.details.frameTitle', { id: email.id })} />
    </section>
  );
}
