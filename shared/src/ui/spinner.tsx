import { useTranslation } from 'react-i18next';

export const SPINNER_SIZES = { lg: 64, md: 40, sm: 24, xs: 20, xxs: 16 } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /**
   * Hidden from assistive technology, for spinners inside a control that already says it is
   * busy (SubmitButton, retry button): announcing twice is noise.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('shared');
  const px = SPINNER_SIZES[size];
  const classes = ['ms-spinner', `ms-spinner--${size}`, className].filter(Boolean).join(' ');
  // width/height attributes keep the size right even before theme.css has loaded
  const svg = (
    <svg className="ms-spinner__svg" viewBox="0 0 24 24" width={px} height={px} aria-hidden="true" focusable="false">
      <circle className="ms-spinner__track" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
      <path className="ms-spinner__arc" d="M12 2a10 10 0 0 1 10 10" fill="none" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true" data-size={size}>
        {svg}
      </span>
    );
  }
  return (
    <span className={classes} role="status" data-size={size}>
      {svg}
      <span className="ms-visually-hidden">{label ?? t('spinner.label')}</span>
    </span>
  );
}
