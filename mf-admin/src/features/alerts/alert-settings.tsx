// A member's alerts for the organisation's area, for the organisation page: off, a mail per new
// spot or comment, or a daily digest; a radio group and "save", with a toast when it is stored.
// The texts are the i18n part `alerts`: the page that shows this loads it with its chunk
// (loadTexts(adminParts.alerts)).
import { useId, useState, type FormEvent } from 'react';
import { ALERT_CHOICES, type AlertChoice } from '@moveable/contract';
import { ErrorScreen, Spinner, SubmitButton, toasts } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { useAlertSetting, useSaveAlertSetting } from './use-alert-settings.ts';

export function AlertSettings({ slug }: { slug: string }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const setting = useAlertSetting(slug);
  const save = useSaveAlertSetting(slug);
  const [chosen, setChosen] = useState<AlertChoice | null>(null);
  if (setting.isPending) return <Spinner size="sm" />;
  if (setting.isError)
    return <ErrorScreen error={setting.error} message={t('alerts.loadFailed')} size="small" headingLevel={3} onRetry={() => setting.refetch()} />;
  const value = chosen ?? setting.data.alerts;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    try {
      await save.mutateAsync(value);
      toasts.show(t('alerts.saved'), { tone: 'success' });
    } catch (error) {
      toasts.show(t('alerts.failed'), { tone: 'error' });
      throw error;
    }
  };

  return (
    <form className="ma-alert-settings" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <fieldset aria-describedby={`${id}-hint`}>
        <legend>{t('alerts.legend')}</legend>
        <p id={`${id}-hint`}>{t('alerts.hint')}</p>
        {ALERT_CHOICES.map((choice) => (
          <div key={choice}>
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-alerts`}
              value={choice}
              checked={value === choice}
              onChange={() => setChosen(choice)}
            />
            <label htmlFor={`${id}-${choice}`}>{t(`alerts.${choice}`)}</label>
          </div>
        ))}
      </fieldset>
      <SubmitButton type="button" title={t('alerts.save')} errorMessage={t('alerts.failed')} onClick={() => submit()} />
    </form>
  );
}
