import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_VARIANTS, Button } from './button';
import { renderWithI18n } from '../../testing/i18n.ts';

describe('Button', () => {
  it('is a plain button by default, so that it never submits a form by accident', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    renderWithI18n(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button>Go</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
    expect(submit).not.toHaveBeenCalled();
  });

  it.each(BUTTON_VARIANTS.map((v) => [v]))('%s has its class beside the base class', (variant) => {
    renderWithI18n(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').className).toBe(`ms-button ms-button--${variant}`);
  });

  it('small size and own classes add to the rest', () => {
    renderWithI18n(
      <Button size="sm" className="x" type="submit">
        Go
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.className).toBe('ms-button ms-button--white ms-button--sm x');
    expect(button.getAttribute('type')).toBe('submit');
  });
});
