import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RemovableChip, ToggleChip } from './chip';
import { renderWithI18n } from '../../testing/i18n.ts';

function Toggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleChip pressed={pressed} onPressedChange={setPressed}>
      Shame
    </ToggleChip>
  );
}

describe('ToggleChip', () => {
  it('is a button whose aria-pressed follows clicks, Space and Enter', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Toggle />);
    const chip = screen.getByRole('button', { name: 'Shame' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Enter}');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('lets an onClick that prevents the default keep it as it is', () => {
    const change = vi.fn();
    renderWithI18n(
      <ToggleChip pressed={false} onPressedChange={change} onClick={(e) => e.preventDefault()}>
        Fame
      </ToggleChip>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(change).not.toHaveBeenCalled();
  });
});

describe('RemovableChip', () => {
  it.each([
    ['en', 'Remove: Shame'],
    ['de', 'Entfernen: Shame'],
    ['fr', 'Retirer\u00a0: Shame'],
    ['it', 'Rimuovi: Shame'],
  ] as const)('%s: its remove button says what it removes', async (lng, name) => {
    const remove = vi.fn();
    renderWithI18n(<RemovableChip label="Shame" onRemove={remove} />, { lng });
    expect(screen.getByText('Shame')).toBeTruthy();
    const button = screen.getByRole('button', { name });
    await userEvent.setup().click(button);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('the cross is hidden from assistive technology', () => {
    renderWithI18n(<RemovableChip label="Shame" onRemove={() => {}} />);
    expect(screen.getByRole('button').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
