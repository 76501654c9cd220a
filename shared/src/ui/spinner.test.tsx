// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPINNER_SIZES, Spinner, type SpinnerSize } from './spinner';
import { renderWithI18n } from '../../testing/i18n.ts';

describe('Spinner', () => {
  it.each<[SpinnerSize, number]>([
    ['lg', 64],
    ['md', 40],
    ['sm', 24],
    ['xs', 20],
    ['xxs', 16],
  ])('size %s is %ipx', (size, px) => {
    const { container } = renderWithI18n(<Spinner size={size} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(String(px));
    expect(svg?.getAttribute('height')).toBe(String(px));
    expect(container.firstElementChild?.classList.contains(`ms-spinner--${size}`)).toBe(true);
    expect(SPINNER_SIZES[size]).toBe(px);
  });

  it('defaults to md', () => {
    const { container } = renderWithI18n(<Spinner />);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('40');
  });

  it.each([
    ['en', 'Loading'],
    ['de', 'Wird geladen'],
    ['fr', 'Chargement'],
    ['it', 'Caricamento in corso'],
  ] as const)('is a status with the %s label %j', (lng, label) => {
    renderWithI18n(<Spinner />, { lng });
    expect(screen.getByRole('status').textContent).toBe(label);
  });

  it('takes an explicit label', () => {
    renderWithI18n(<Spinner label="Loading spots" />);
    expect(screen.getByRole('status').textContent).toBe('Loading spots');
  });

  it('can be decorative: hidden from assistive technology, no status role', () => {
    const { container } = renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });
});
