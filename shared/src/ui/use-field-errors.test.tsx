import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldErrors, type FieldErrorState } from './use-field-errors';

afterEach(() => cleanup());

const ORDER = ['name', 'email', 'terms'] as const;
type Field = (typeof ORDER)[number];

function Form({ onState }: { onState: (state: FieldErrorState<Field>) => void }) {
  const errors = useFieldErrors(ORDER);
  onState(errors);
  return (
    <form>
      {ORDER.map((name) => (
        <input key={name} aria-label={name} ref={errors.register(name)} aria-invalid={errors.fields[name] ? true : undefined} />
      ))}
      <p ref={errors.alertRef} role="alert" tabIndex={-1}>
        {errors.form}
      </p>
    </form>
  );
}

function setup() {
  let state!: FieldErrorState<Field>;
  render(<Form onState={(s) => (state = s)} />);
  return () => state;
}

describe('useFieldErrors', () => {
  it('focuses the first invalid field in page order, not in the order of the errors', () => {
    const state = setup();
    act(() => state().show({ terms: 'terms.required', email: 'email.invalid' }));
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(state().fields).toEqual({ terms: 'terms.required', email: 'email.invalid' });
    expect(state().form).toBeNull();
  });

  it('focuses the alert when no field is to blame, and again on the next failed submit', () => {
    const state = setup();
    act(() => state().show({}, 'error.server'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe('error.server');
    screen.getByLabelText('name').focus();
    act(() => state().show({}, 'error.server'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('clears one field when it changes, and everything on reset without moving focus', () => {
    const state = setup();
    act(() => state().show({ name: 'name.missing', email: 'email.invalid' }, null));
    act(() => state().clear('name'));
    expect(state().fields).toEqual({ email: 'email.invalid' });
    screen.getByLabelText('terms').focus();
    act(() => state().reset());
    expect(state().fields).toEqual({});
    expect(state().form).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('terms'));
  });
});
