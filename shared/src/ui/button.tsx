import type { ButtonHTMLAttributes } from 'react';

export const BUTTON_VARIANTS = ['bright', 'dark', 'white', 'whiteOnBlue', 'red', 'quiet'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** bright: the one main action; white: secondary; quiet: tertiary, no border; red: destructive. */
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
}

/**
 * A plain button in the look of SubmitButton, for actions without a pending state. type defaults
 * to "button": a button in a form should not submit it by accident.
 */
export function Button({ variant = 'white', size = 'md', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['ms-button', `ms-button--${variant}`, size === 'sm' && 'ms-button--sm', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
