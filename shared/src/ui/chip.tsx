import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A filter choice that is on or off: a button with aria-pressed. */
export function ToggleChip({ pressed, onPressedChange, className, onClick, ...rest }: ToggleChipProps) {
  return (
    <button
      {...rest}
      type="button"
      className={['ms-chip', 'ms-chip--toggle', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPressedChange(!pressed);
      }}
    />
  );
}

export interface RemovableChipProps {
  /** What the chip stands for, e.g. an active filter ("Shame"); also names the remove button. */
  label: string;
  onRemove: () => void;
  className?: string;
}

/**
 * An active selection with a button that removes it. The button's name says what it removes
 * ("Remove: Shame"), so a list of chips is not a list of identical "×" buttons.
 */
export function RemovableChip({ label, onRemove, className }: RemovableChipProps) {
  const { t } = useTranslation('shared');
  return (
    <span className={['ms-chip', 'ms-chip--removable', className].filter(Boolean).join(' ')}>
      <span className="ms-chip__label">{label}</span>
      <button type="button" className="ms-chip__remove" aria-label={t('chip.remove', { label })} onClick={onRemove}>
        <CloseIcon />
      </button>
    </span>
  );
}
