import { useTranslation } from 'react-i18next';
import { ErrorScreen, Spinner } from '@moveable/shared';

const SPINNER_SIZES = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;

export function FeedbackSection() {
  const { t } = useTranslation('styles');
  return (
    <>
      <section aria-labelledby="styles-spinners">
        <h2 id="styles-spinners">{t('spinners')}</h2>
        {SPINNER_SIZES.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </section>
      <section aria-labelledby="styles-errors">
        <h2 id="styles-errors">{t('errors')}</h2>
        <ErrorScreen size="small" data={{ identifier: 'network', errors: [t('exampleLine')] }} />
        <ErrorScreen
          size="medium"
          error={{ statusCode: 500, message: t('exampleMessage') }}
          onRetry={() => new Promise((r) => setTimeout(r, 1000))}
        />
        <ErrorScreen vertical data={{ identifier: 'notfound', status: 404 }} />
      </section>
    </>
  );
}
