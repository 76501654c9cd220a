import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl, themeFor } from '../theme/themes';
import { resolveErrorMessage } from './error-message';
import { Spinner } from './spinner';
import { useUiTheme } from './theme-context';
import { isThenable } from './use-submit-state';

/** The raised error (spec §3): status code, message, stack. */
export interface RaisedError {
  statusCode?: number;
  message?: string;
  stack?: string;
}

/** Error data from the API (spec §3): identifier, status, extra lines. */
export interface ErrorData {
  identifier?: string;
  status?: number;
  errors?: string[];
}

export interface ErrorScreenProps {
  error?: RaisedError | null;
  data?: ErrorData | null;
  /** Wins over the identifier text and the generic text. */
  message?: string;
  title?: string;
  /** Shows a retry button; a returned promise keeps it loading until it settles. */
  onRetry?: () => Promise<unknown> | void;
  size?: 'small' | 'medium';
  vertical?: boolean;
  /** Defaults to the current platform's sad mascot (UiThemeProvider). */
  mascotSrc?: string;
  /** Level of the title heading: 1 on an error page, 2 or 3 inside a page. */
  headingLevel?: 1 | 2 | 3;
}

function useRetry(onRetry: ErrorScreenProps['onRetry']) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const retry = (): void => {
    if (pending || !onRetry) return;
    let result: unknown;
    try {
      result = onRetry();
    } catch {
      return; // the caller shows what failed; the button stays usable
    }
    if (!isThenable(result)) return;
    setPending(true);
    const done = () => {
      if (mounted.current) setPending(false);
    };
    result.then(done, done);
  };
  return { pending, retry };
}

/** Shared error screen (spec §2, §8). */
export function ErrorScreen({
  error,
  data,
  message,
  title,
  onRetry,
  size = 'medium',
  vertical = false,
  mascotSrc,
  headingLevel = 2,
}: ErrorScreenProps) {
  const { t, i18n } = useTranslation('shared');
  const { platform, assetBase } = useUiTheme();
  const titleId = useId();
  const { pending, retry } = useRetry(onRetry);

  const status = data?.status ?? error?.statusCode;
  const text = resolveErrorMessage({
    message,
    identifier: data?.identifier,
    hasText: (key) => i18n.exists(key, { ns: 'shared' }),
    translate: (key) => t(key, { code: status }),
  });
  const heading = title ?? (status === 404 ? t('error.notFound') : t('errorScreen.title'));
  const lines = (data?.errors ?? []).filter((line) => typeof line === 'string' && line.trim() !== '');
  const hasDetails = error != null && (error.statusCode !== undefined || !!error.message || !!error.stack);
  const Heading = `h${headingLevel}` as const;
  const classes = ['ms-error-screen', `ms-error-screen--${size}`, vertical && 'ms-error-screen--vertical'].filter(Boolean).join(' ');

  return (
    <section className={classes} aria-labelledby={titleId}>
      <img
        className="ms-error-screen__mascot"
        src={mascotSrc ?? assetUrl(themeFor(platform).assets.mascotSad, assetBase)}
        alt=""
        width={160}
        height={160}
      />
      <div className="ms-error-screen__body">
        <div className="ms-error-screen__text" role="alert">
          <Heading id={titleId} className="ms-error-screen__title">
            {heading}
          </Heading>
          <p className="ms-error-screen__message">{text}</p>
          {typeof status === 'number' && <p className="ms-error-screen__status">{t('error.status', { code: status })}</p>}
          {lines.length > 0 && (
            <ul className="ms-error-screen__errors" aria-label={t('errorScreen.errors')}>
              {lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        {onRetry && (
          <div>
            <button
              type="button"
              className="ms-button ms-button--bright ms-error-screen__retry"
              aria-busy={pending || undefined}
              aria-disabled={pending || undefined}
              onClick={retry}
            >
              {pending && <Spinner size="xxs" decorative />}
              <span>{t('error.retry')}</span>
            </button>
          </div>
        )}
        {hasDetails && (
          <details className="ms-error-screen__details">
            <summary>{t('errorScreen.details')}</summary>
            <dl>
              {error.statusCode !== undefined && (
                <>
                  <dt>{t('errorScreen.statusCode')}</dt>
                  <dd>{error.statusCode}</dd>
                </>
              )}
              {error.message && (
                <>
                  <dt>{t('errorScreen.message')}</dt>
                  <dd>{error.message}</dd>
                </>
              )}
              {error.stack && (
                <>
                  <dt>{t('errorScreen.stack')}</dt>
                  <dd>
                    <pre className="ms-error-screen__stack">{error.stack}</pre>
                  </dd>
                </>
              )}
            </dl>
          </details>
        )}
      </div>
    </section>
  );
}
