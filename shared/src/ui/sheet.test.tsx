import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';
import { renderWithI18n } from '../../testing/i18n.ts';

function Example({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        More filters
      </button>
      <Sheet
        open={open}
        title="Filters"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Apply</button>}
      >
        <label>
          Category <input />
        </label>
      </Sheet>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Filters' });

describe('Sheet', () => {
  it('is closed and empty until opened, then a dialog named by its heading that has focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    renderWithI18n(<Example onClose={closed} />);
    const opener = screen.getByRole('button', { name: 'More filters' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More filters' }));
  });

  it('keeps Tab inside: after the last control comes the first, Shift+Tab goes round the other way', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const field = screen.getByRole('textbox', { name: 'Category' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab();
    expect(document.activeElement).toBe(apply);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(apply);
  });

  it('a click beside the panel (on the backdrop) closes it, a click inside does not', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('textbox'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses showModal where the browser has it, and hears of the native close (Escape)', async () => {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    proto.showModal = showModal;
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    try {
      const closed = vi.fn();
      renderWithI18n(<Example onClose={closed} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'More filters' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      (dialog() as HTMLDialogElement).close(); // what the browser does on Escape
      expect(closed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      delete proto.showModal;
      delete proto.close;
    }
  });

  it('modal={false}: opens with show(), leaves Tab and the page around alone, Escape inside still closes it', async () => {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    const show = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const showModal = vi.fn();
    proto.show = show;
    proto.showModal = showModal;
    try {
      const user = userEvent.setup();
      const closed = vi.fn();
      const outside = vi.fn();
      function Beside() {
        const [open, setOpen] = useState(false);
        return (
          <div onKeyDown={(e) => e.key === 'Escape' && outside()}>
            <button type="button" onClick={() => setOpen(true)}>
              Filters
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              On the map
            </button>
            <Sheet
              open={open}
              modal={false}
              title="Filters"
              onClose={() => {
                closed();
                setOpen(false);
              }}
            >
              <input aria-label="Category" />
            </Sheet>
          </div>
        );
      }
      renderWithI18n(<Beside />);
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(show).toHaveBeenCalledTimes(1);
      expect(showModal).not.toHaveBeenCalled();
      await user.click(screen.getByRole('textbox', { name: 'Category' }));
      await user.tab(); // the last control: Tab goes on to the page, it does not wrap
      expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close' }));
      screen.getByRole('textbox', { name: 'Category' }).focus();
      await user.keyboard('{Escape}');
      expect(closed).toHaveBeenCalledTimes(1);
      expect(outside).not.toHaveBeenCalled(); // the page around does not close its own panels too
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));

      // closed from elsewhere on the page (a click on the map): focus stays there
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByRole('dialog')).toBeTruthy();
      const onMap = screen.getByRole('button', { name: 'On the map' });
      await user.click(onMap);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(onMap);
    } finally {
      delete proto.show;
      delete proto.showModal;
    }
  });

  it('is a side drawer everywhere when asked, a bottom sheet on phones otherwise', () => {
    const { rerender } = renderWithI18n(
      <Sheet open title="Menu" onClose={() => {}}>
        x
      </Sheet>,
    );
    expect(screen.getByRole('dialog').className).toBe('ms-sheet ms-sheet--auto');
    rerender(
      <Sheet open title="Menu" onClose={() => {}} placement="side">
        x
      </Sheet>,
    );
    expect(screen.getByRole('dialog').className).toBe('ms-sheet ms-sheet--side');
  });

  it.each([
    ['de', 'Schließen'],
    ['fr', 'Fermer'],
    ['it', 'Chiudi'],
  ] as const)('%s: the close button is named in the page language', (lng, name) => {
    renderWithI18n(
      <Sheet open title="Menu" onClose={() => {}}>
        x
      </Sheet>,
      { lng },
    );
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});

afterEach(() => {
  document.body.innerHTML = '';
});
