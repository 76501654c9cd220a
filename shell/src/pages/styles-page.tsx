// The living style guide: every shared UI primitive in every state, in the current theme.
import { useTranslation } from 'react-i18next';
import { ErrorScreen, Spinner, SubmitButton, themeFor, useDocumentTitle, usePageContext } from '@moveable/shared';

const SPINNER_SIZES = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;
const BUTTON_STATES = ['idle', 'loading', 'done', 'error'] as const;

export function StylesPage() {
  const { t } = useTranslation('shell');
  const theme = themeFor(usePageContext().platform);
  useDocumentTitle(t('styles.title'));
  return (
    <div className="shell-styles">
      <h1>{t('styles.title')}</h1>
      <section aria-labelledby="styles-colours">
        <h2 id="styles-colours">{t('styles.colours')}</h2>
        <ul className="shell-swatches">
          {Object.entries(theme.colors).map(([name, value]) => (
            <li key={name}>
              <span className="shell-swatch" style={{ background: value }} aria-hidden="true" />
              <code>{name}</code> <code>{value}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="styles-buttons">
        <h2 id="styles-buttons">{t('styles.buttons')}</h2>
        {BUTTON_STATES.map((state) => (
          <p key={state}>
            <SubmitButton state={state} />
          </p>
        ))}
      </section>
      <section aria-labelledby="styles-spinners">
        <h2 id="styles-spinners">{t('styles.spinners')}</h2>
        {SPINNER_SIZES.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </section>
      <section aria-labelledby="styles-errors">
        <h2 id="styles-errors">{t('styles.errors')}</h2>
        <ErrorScreen size="small" data={{ identifier: 'network', errors: [t('styles.exampleLine')] }} />
        <ErrorScreen
          size="medium"
          error={{ statusCode: 500, message: t('styles.exampleMessage') }}
          onRetry={() => new Promise((r) => setTimeout(r, 1000))}
        />
        <ErrorScreen vertical data={{ identifier: 'notfound', status: 404 }} />
      </section>
    </div>
  );
}
