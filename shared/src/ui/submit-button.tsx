import { useEffect, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { SUBMIT_FEEDBACK_MS, isThenable, useSubmitState, type SubmitState } from './use-submit-state';
import { WarningIcon } from './warning-icon';

export const SUBMIT_BUTTON_COLORS = ['bright', 'dark', 'white', 'whiteOnBlue', 'red'] as const;
export type SubmitButtonColor = (typeof SUBMIT_BUTTON_COLORS)[number];

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'color' | 'title' | 'type' | 'children'> {
  /**
   * Controlled state. done and error still fall back to idle after 2000 ms by themselves.
   * Leave it out to let the button drive itself from the promise onClick returns.
   */
  state?: SubmitState;
  /** Label when idle; defaults to the translated "Submit". */
  title?: string;
  /** Shown in the error state; defaults to the translated generic error. */
  errorMessage?: string;
  /**
   * The form says what went wrong next to the button (an alert, the field): the error state then
   * keeps the button's label, so the error is told once, in one place.
   */
  errorShownElsewhere?: boolean;
  color?: SubmitButtonColor;
  /** May return a promise: without a state prop the button shows loading, then done or error. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  type?: 'submit' | 'button' | 'reset';
}

/** A controlled done/error state falls back to idle after the feedback time. */
function useDisplayedState(controlled: SubmitState | undefined, internal: SubmitState): SubmitState {
  const source = controlled ?? internal;
  const [expired, setExpired] = useState<{ state: SubmitState; expired: boolean }>({ state: source, expired: false });
  if (expired.state !== source) setExpired({ state: source, expired: false }); // new state: show it
  useEffect(() => {
    if (controlled === undefined || (source !== 'done' && source !== 'error')) return;
    const id = setTimeout(() => setExpired((current) => (current.state === source ? { ...current, expired: true } : current)), SUBMIT_FEEDBACK_MS);
    return () => clearTimeout(id);
  }, [controlled, source]);
  return expired.state === source && expired.expired ? 'idle' : source;
}

/**
 * Submit button with the states of spec §4. Loading and done use aria-disabled rather than the
 * disabled attribute: the button keeps keyboard focus while it works, and clicks (also the
 * implicit submit of Enter in a form field) are swallowed until it is idle again. The error
 * state does not swallow them: whoever fixed the mistake sends again at once (the spec has the
 * error state disabled; people pressing Enter after fixing a typo met a button that did nothing).
 */
export function SubmitButton({
  state,
  title,
  errorMessage,
  errorShownElsewhere = false,
  color = 'bright',
  onClick,
  type = 'submit',
  className,
  disabled,
  ...rest
}: SubmitButtonProps) {
  const { t } = useTranslation('shared');
  const internal = useSubmitState();
  const shown = useDisplayedState(state, internal.state);
  const busy = shown === 'loading' || shown === 'done';
  const showError = shown === 'error' && !errorShownElsewhere;

  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (state === undefined && isThenable(result)) void internal.track(result);
  };

  const idleLabel = title ?? t('submit.default');
  const label = shown === 'done' ? t('submit.done') : showError ? (errorMessage ?? t('submit.error')) : idleLabel;
  const announcement = shown === 'loading' ? t('submit.loading') : shown === 'done' || showError ? label : '';
  const classes = ['ms-button', `ms-button--${color}`, 'ms-submit-button', className].filter(Boolean).join(' ');

  return (
    <>
      <button
        {...rest}
        type={type}
        className={classes}
        data-state={showError || shown !== 'error' ? shown : 'idle'}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={shown === 'loading' || undefined}
        onClick={handleClick}
      >
        {shown === 'loading' && <Spinner size="xxs" decorative />}
        {showError && <WarningIcon className="ms-submit-button__icon" />}
        <span className="ms-submit-button__label">{label}</span>
      </button>
      <span className="ms-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
