import { useTranslation } from 'react-i18next';
import { BUTTON_VARIANTS, Button, SubmitButton } from '@moveable/shared';

const SUBMIT_STATES = ['idle', 'loading', 'done', 'error'] as const;

export function ButtonsSection() {
  const { t } = useTranslation('styles');
  return (
    <section aria-labelledby="styles-plain-buttons">
      <h2 id="styles-plain-buttons">{t('plainButtons')}</h2>
      <ul className="shell-examples">
        {BUTTON_VARIANTS.map((variant) => (
          <li key={variant} className={variant === 'whiteOnBlue' ? 'shell-example--on-main' : undefined}>
            <code>{variant}</code>
            <Button variant={variant}>{t('action')}</Button>
            <Button variant={variant} size="sm">
              {t('small')}
            </Button>
            <Button variant={variant} disabled>
              {t('disabled')}
            </Button>
          </li>
        ))}
      </ul>
      <h3>{t('buttons')}</h3>
      <ul className="shell-examples">
        {SUBMIT_STATES.map((state) => (
          <li key={state}>
            <code>{state}</code>
            <SubmitButton state={state} />
          </li>
        ))}
      </ul>
    </section>
  );
}
