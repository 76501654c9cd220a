import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuAction } from './menu';
import { renderWithI18n } from '../../testing/i18n.ts';

function setUp(extra: Partial<Record<string, () => void>> = {}, props: { disabledItemsFocusable?: boolean } = {}) {
  const items: MenuAction[] = [
    { id: 'edit', label: 'Edit', to: '/spots/3/edit' },
    { id: 'photo', label: 'Add a photo', onSelect: extra['photo'] ?? (() => {}) },
    { id: 'report', label: 'Report', disabled: true },
    { id: 'delete', label: 'Delete', danger: true, onSelect: extra['delete'] ?? (() => {}) },
  ];
  const user = userEvent.setup();
  renderWithI18n(
    <>
      <Menu label="More actions" items={items} {...props} />
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More actions' });
  return { user, button };
}

const focused = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('is a button that says it opens a menu, closed at first', () => {
    const { button } = setUp();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item; items are menuitems, the link keeps its address', async () => {
    const { user, button } = setUp();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Edit', 'Add a photo', 'Report', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/spots/3/edit');
    expect(screen.getByRole('menuitem', { name: 'Report' }).getAttribute('aria-disabled')).toBe('true');
    expect(focused()).toBe('Edit');
  });

  it('arrow keys move and wrap, Home and End jump, disabled items are skipped', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Edit');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Add a photo');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Edit');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Edit');
    await user.keyboard('{End}');
    expect(focused()).toBe('Delete');
    await user.keyboard('a');
    expect(focused()).toBe('Add a photo');
  });

  it('with disabledItemsFocusable the arrow keys stop on a disabled item, which still does nothing', async () => {
    const remove = vi.fn();
    const { user, button } = setUp({ delete: remove }, { disabledItemsFocusable: true });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Report');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focused()).toBe('Report');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('Add a photo');
    await user.keyboard('r');
    expect(focused()).toBe('Report');
    expect(remove).not.toHaveBeenCalled();
  });

  it('ArrowDown on the button opens at the first item, ArrowUp at the last', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Delete');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Edit');
  });

  it('Escape closes it and focus returns to the button', async () => {
    const { user, button } = setUp();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('choosing an item closes the menu and returns focus to the button before the action runs (Enter and Space)', async () => {
    // an action that opens a sheet or dialog finds the button focused, and focus comes back to it
    const focusAtAction: (Element | null)[] = [];
    const photo = vi.fn(() => void focusAtAction.push(document.activeElement));
    const remove = vi.fn(() => void focusAtAction.push(document.activeElement));
    const { user, button } = setUp({ photo, delete: remove });
    await user.click(button);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(photo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(focusAtAction).toEqual([button, button]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a disabled item does nothing', async () => {
    const { user, button } = setUp();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('Tab closes it and moves on from the button', async () => {
    const { user, button } = setUp();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('a second click on the button closes it', async () => {
    const { user, button } = setUp();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('an icon button keeps the label as its name', () => {
    renderWithI18n(<Menu label="More actions" items={[]} button={<span aria-hidden="true">⋯</span>} />);
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
  });
});
