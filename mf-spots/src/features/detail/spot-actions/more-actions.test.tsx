// The "Weitere Aktionen" menu at the end of the primary actions, through the route against the
// real API: the keyboard (the shared Menu's keys, here with this page's items), what each item
// does, where focus goes when its dialog closes, and who gets which items.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage } from '../../../../test/accounts.ts';
import { tabTo } from '../../../../test/keyboard.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const primary = () => screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
const menuButton = async () => within(await primary()).findByRole('button', { name: 'Weitere Aktionen' }, TIMEOUT);
const menu = () => screen.getByRole('menu', { name: 'Weitere Aktionen' });
const focused = () => document.activeElement?.textContent;
const itemNames = () =>
  within(menu())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Renders the spot and waits until the menu has all its items (the categories load on their own). */
async function pageWithMenu(user: UserEvent, spotId: number, last: string): Promise<HTMLElement> {
  renderAt(`/spots/${spotId}`);
  const button = await menuButton();
  await user.click(button);
  await within(menu()).findByRole('menuitem', { name: 'Kategorie hinzufügen' }, TIMEOUT);
  await within(menu()).findByRole('menuitem', { name: last }, TIMEOUT);
  await user.keyboard('{Escape}');
  return button;
}

async function choose(user: UserEvent, button: HTMLElement, name: string): Promise<void> {
  await user.click(button);
  await user.click(within(menu()).getByRole('menuitem', { name }));
}

describe('the "Weitere Aktionen" menu', () => {
  it('opens with the keyboard, the arrow keys move and wrap, Escape closes it and focus returns to its button', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Löschen');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await tabTo(user, button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // the author's menu: no report; the destructive item last
    expect(itemNames()).toEqual(['Bearbeiten', 'Kategorie hinzufügen', 'Foto hinzufügen', 'Löschen']);
    expect(focused()).toBe('Bearbeiten');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Kategorie hinzufügen');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Löschen');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Bearbeiten');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Löschen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // ArrowUp on the button opens it at the last item
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Löschen');
    expect(menu()).toBeTruthy();
  });

  it('"Bearbeiten" is a link to the edit page', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Löschen');
    await user.click(button);
    const edit = within(menu()).getByRole('menuitem', { name: 'Bearbeiten' });
    expect(edit.getAttribute('href')).toBe(`/spots/${spot.id}/edit`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.pathname).toBe(`/spots/${spot.id}/edit`), TIMEOUT);
  });

  it('"Moderationsverlauf" is not there for someone who does not moderate', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    const ordinary = await pageWithMenu(user, spot.id, 'Spot melden');
    await user.click(ordinary);
    expect(itemNames()).not.toContain('Moderationsverlauf');
  });

  it('moderators find "Moderationsverlauf", a link to the spot\'s history', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('moderator');
    const button = await pageWithMenu(user, spot.id, 'Moderationsverlauf');
    await user.click(button);
    const history = within(menu()).getByRole('menuitem', { name: 'Moderationsverlauf' });
    expect(history.getAttribute('href')).toBe(`/admin?view=history&spot=${spot.id}`);
  });

  it('"Löschen" opens the confirm dialog; "Abbrechen" keeps the spot and focus returns to the menu button', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Löschen');
    await choose(user, button, 'Löschen');
    const dialog = await screen.findByRole('dialog', { name: 'Spot löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect((await (await apiAs('user')).get('/spots/:id', { params: { id: spot.id } })).id).toBe(spot.id);
  });

  it('"Kategorie hinzufügen" and "Foto hinzufügen" open their dialogs; Escape and "Abbrechen" close them, focus returns', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Spot melden');

    await choose(user, button, 'Kategorie hinzufügen');
    const category = await screen.findByRole('dialog', { name: `Kategorie zu «${spot.title}» hinzufügen` });
    await waitFor(() => expect(document.activeElement).toBe(within(category).getByRole('heading', { level: 2 })));
    expect(within(category).getByLabelText('Kategorie hinzufügen').tagName).toBe('SELECT');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await choose(user, button, 'Foto hinzufügen');
    const photo = await screen.findByRole('dialog', { name: `Foto zu «${spot.title}» hinzufügen` });
    expect((within(photo).getByLabelText('Foto hinzufügen') as HTMLInputElement).type).toBe('file');
    expect(within(photo).getByRole('checkbox', { name: 'Das Foto zeigt die Behebung' })).toBeTruthy();
    await user.click(within(photo).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('"Spot melden" opens the reason dialog; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Spot melden');
    await user.click(button);
    expect(itemNames()).toEqual(['Kategorie hinzufügen', 'Foto hinzufügen', 'Spot melden']);
    await user.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `«${spot.title}» melden` });
    expect(within(dialog).getByLabelText('Grund')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('once reported, "Gemeldet" is an item the arrow keys reach (a screen reader reads it) that does nothing', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await (await apiAs('user')).post('/spots/:id/reports', { params: { id: spot.id }, body: { reason: 'Doppelt erfasst.' } });
    await signInPage('user');
    const button = await pageWithMenu(user, spot.id, 'Gemeldet');
    await tabTo(user, button);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Gemeldet');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe('Gemeldet');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Foto hinzufügen');
  });

  it('visitors who are not signed in get no menu, only the way to sign in', async () => {
    const spot = await freshSpot('neighbour');
    renderAt(`/spots/${spot.id}`);
    const region = await primary();
    await within(region).findByRole('link', { name: 'Anmelden, um abzustimmen oder zu kommentieren' }, TIMEOUT);
    expect(screen.queryByRole('button', { name: 'Weitere Aktionen' })).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
