// The spot page's actions through the route, against the real API (no fetch mocks): each test
// acts on a fresh spot, as a demo person signed in the way the page signs in.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage, SNOW, viewerOf } from '../../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const actions = () => screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
/** Edit, delete, report, add a category or photo: the menu at the end of the primary actions. */
const moreActionsButton = async () => within(await actions()).findByRole('button', { name: 'Weitere Aktionen' }, TIMEOUT);
async function openMoreActions(user: UserEvent) {
  const button = await moreActionsButton();
  await user.click(button);
  return { button, menu: screen.getByRole('menu', { name: 'Weitere Aktionen' }) };
}

describe('spot actions for visitors who are not signed in', () => {
  it('shows the counts and a sign-in link that comes back here; no buttons', async () => {
    const spot = await freshSpot('neighbour');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    expect(within(region).getByText('0 Stimmen')).toBeTruthy();
    expect(within(region).getByText('0 von 3 Personen haben «behoben» vorgeschlagen. Noch 3 Vorschläge nötig.')).toBeTruthy();
    const link = await within(region).findByRole('link', { name: 'Anmelden, um abzustimmen oder zu kommentieren' }, TIMEOUT);
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/spots/${spot.id}`)}`);
    expect(within(region).queryByRole('button')).toBeNull();
  });
});

describe('voting', () => {
  it('votes with a toggle: pressed, the count goes up, the server agrees; pressed again, the vote is withdrawn', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const toggle = await within(region).findByRole('button', { name: 'Abstimmen' }, TIMEOUT);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'), TIMEOUT);
    await waitFor(() => expect(within(region).getByText('1 Stimme')).toBeTruthy(), TIMEOUT);
    expect(await screen.findByText('Deine Stimme wurde gezählt. Der Spot hat jetzt 1 Stimme.', {}, TIMEOUT)).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Du hast abgestimmt. Nochmals drücken zieht deine Stimme zurück.',
    );
    expect((await viewerOf('user', spot.id)).voted).toBe(true);

    // pressing it again withdraws the vote (same button, same name)
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull(), TIMEOUT);
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'), TIMEOUT);
    expect(await screen.findByText('Deine Stimme wurde zurückgezogen. Der Spot hat jetzt 0 Stimmen.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(within(region).getByText('0 Stimmen')).toBeTruthy(), TIMEOUT);
    expect((await viewerOf('user', spot.id)).voted).toBe(false);
    expect((await (await apiAs('user')).get('/spots/:id', { params: { id: spot.id } })).votes).toBe(0);
  });

  it('shows the change at once and takes it back when the server refuses', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await (await apiAs('user')).post('/spots/:id/votes', { params: { id: spot.id } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const toggle = await within(region).findByRole('button', { name: 'Abstimmen' }, TIMEOUT);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'), TIMEOUT);
    // Meanwhile the spot is fixed elsewhere: withdrawing is refused, the vote stays.
    await (await apiAs('member')).post('/spots/:id/fixed', { params: { id: spot.id } });
    const pressed: (string | null)[] = [];
    const counts: string[] = [];
    const watch = new MutationObserver(() => {
      pressed.push(toggle.getAttribute('aria-pressed'));
      counts.push(within(region).queryByText(/^\d+ Stimmen?$/)?.textContent ?? '');
    });
    watch.observe(region, { attributes: true, childList: true, subtree: true, characterData: true });
    await user.click(toggle);
    expect(await within(region).findByText('Dieser Spot ist schon behoben.', {}, TIMEOUT)).toBeTruthy();
    watch.disconnect();
    // Withdrawn at once (before the server answered), then back as it was.
    expect(pressed).toContain('false');
    expect(counts).toContain('0 Stimmen');
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'), TIMEOUT);
    expect(within(region).getByText('1 Stimme')).toBeTruthy();
    expect((await viewerOf('user', spot.id)).voted).toBe(true);
  });

  it('on a fixed spot the button is inert and says why', async () => {
    const spot = await freshSpot('neighbour');
    await (await apiAs('member')).post('/spots/:id/fixed', { params: { id: spot.id } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const button = await within(region).findByRole('button', { name: 'Abstimmen' }, TIMEOUT);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dieser Spot ist behoben: Abstimmen ist nicht mehr möglich.',
    );
    expect(within(region).getByText('Dieser Spot ist behoben.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Als behoben vorschlagen' })).toBeNull();
  });

  it('on a fixed spot a vote cast before stays: the toggle is pressed, inert, and says so', async () => {
    const spot = await freshSpot('neighbour');
    await (await apiAs('user')).post('/spots/:id/votes', { params: { id: spot.id } });
    await (await apiAs('member')).post('/spots/:id/fixed', { params: { id: spot.id } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const toggle = await within(region).findByRole('button', { name: 'Abstimmen' }, TIMEOUT);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'), TIMEOUT);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Dieser Spot ist behoben: Deine Stimme bleibt gezählt.',
    );
  });
});

describe('commenting', () => {
  it('"Kommentieren" among the primary actions takes the person to the text field of the discussion', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    const button = await within(region).findByRole('button', { name: 'Kommentieren' }, TIMEOUT);
    const field = await screen.findByLabelText('Kommentar schreiben', {}, TIMEOUT);
    expect(button.getAttribute('aria-controls')).toBe(field.id);
    await user.click(button);
    expect(document.activeElement).toBe(field);
  });

  it('the primary actions come before the secondary ones (their menu ends the primary row), and these before the discussion', async () => {
    const spot = await freshSpot('user');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const primary = await actions();
    const secondary = await moreActionsButton();
    expect(primary.contains(secondary)).toBe(true);
    const discussion = screen.getByRole('region', { name: 'Kommentare' });
    const title = screen.getByRole('heading', { level: 1 });
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(title, primary)).toBe(true);
    expect(follows(within(primary).getByRole('button', { name: 'Kommentieren' }), secondary)).toBe(true);
    expect(follows(secondary, discussion)).toBe(true);
    expect(follows(primary, screen.getByRole('region', { name: 'Beschreibung' }))).toBe(true);
  });
});

describe('fixed', () => {
  it('proposing fixed counts the proposal and says how many more are needed', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await (await apiAs('neighbour')).post('/spots/:id/fix-proposals', { params: { id: spot.id } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    expect(await within(region).findByText('1 von 3 Personen hat «behoben» vorgeschlagen. Noch 2 Vorschläge nötig.', {}, TIMEOUT)).toBeTruthy();
    await user.click(await within(region).findByRole('button', { name: 'Als behoben vorschlagen' }, TIMEOUT));
    expect(await within(region).findByText('2 von 3 Personen haben «behoben» vorgeschlagen. Noch 1 Vorschlag nötig.', {}, TIMEOUT)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Behoben vorgeschlagen' }).getAttribute('aria-disabled')).toBe('true');
    expect((await viewerOf('user', spot.id)).proposedFix).toBe(true);
  });

  it('the third proposal fixes the spot', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await (await apiAs('neighbour')).post('/spots/:id/fix-proposals', { params: { id: spot.id } });
    await (await apiAs('commuter')).post('/spots/:id/fix-proposals', { params: { id: spot.id } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    await user.click(await within(region).findByRole('button', { name: 'Als behoben vorschlagen' }, TIMEOUT));
    expect(await within(region).findByText('Dieser Spot ist behoben.', {}, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText('Der Spot ist jetzt behoben.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Mitmachen' })));
  });

  it('a member of the responsible organisation marks it fixed; an ordinary person cannot', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    const first = renderAt(`/spots/${spot.id}`);
    await within(await actions()).findByRole('button', { name: 'Als behoben vorschlagen' }, TIMEOUT);
    expect(screen.queryByRole('button', { name: 'Als behoben markieren' })).toBeNull();
    first.unmount();
    resetBrowser();
    signOutPage();

    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    await user.click(await within(await actions()).findByRole('button', { name: 'Als behoben markieren' }, TIMEOUT));
    expect(await screen.findByText('Dieser Spot ist behoben.', {}, TIMEOUT)).toBeTruthy();
    expect((await (await apiAs('user')).get('/spots/:id', { params: { id: spot.id } })).fixed).toBe(true);
  });
});

describe("the author's actions", () => {
  it('edit links to the edit page; delete asks first, Escape keeps the spot, confirming deletes it and goes to the list', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const { button, menu } = await openMoreActions(user);
    expect((await within(menu).findByRole('menuitem', { name: 'Bearbeiten' }, TIMEOUT)).getAttribute('href')).toBe(`/spots/${spot.id}/edit`);

    await user.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Spot löschen?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Spot löschen?' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(within((await openMoreActions(user)).menu).getByRole('menuitem', { name: 'Löschen' }));
    dialog = await screen.findByRole('dialog', { name: 'Spot löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(location.pathname).toBe('/spots'), TIMEOUT);
    await expect((await apiAs('user')).get('/spots/:id', { params: { id: spot.id } })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('the author is not offered to report their own spot', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const { menu } = await openMoreActions(user);
    await within(menu).findByRole('menuitem', { name: 'Bearbeiten' }, TIMEOUT);
    expect(within(menu).queryByRole('menuitem', { name: 'Spot melden' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /melden|Gemeldet/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /melden/ })).toBeNull();
  });

  it('others see neither edit nor delete', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const { menu } = await openMoreActions(user);
    await within(menu).findByRole('menuitem', { name: 'Spot melden' }, TIMEOUT);
    expect(within(menu).queryByRole('menuitem', { name: 'Bearbeiten' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });

  it('shows the archive date of a spot with a temporary category; the author delays it by 30 days', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('user', { categoryIds: [SNOW] });
    const before = spot.archiveAt!;
    const later = new Date(Date.parse(before) + 30 * 86_400_000);
    const format = (d: Date) => new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(d);
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const region = await actions();
    expect(await within(region).findByText(`Wird am ${format(new Date(before))} archiviert`, {}, TIMEOUT)).toBeTruthy();
    await user.click(await within(region).findByRole('button', { name: 'Archivierung um 30 Tage verschieben' }, TIMEOUT));
    expect(await within(region).findByText(`Wird am ${format(later)} archiviert`, {}, TIMEOUT)).toBeTruthy();
  });
});

describe('reporting and adding', () => {
  it('reports the spot with a reason in a dialog; afterwards the menu item says "reported"', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const { button, menu } = await openMoreActions(user);
    const report = await within(menu).findByRole('menuitem', { name: 'Spot melden' }, TIMEOUT);
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: `«${spot.title}» melden` });
    await user.type(within(dialog).getByLabelText('Grund'), 'Doppelt erfasst.');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);
    expect(await screen.findByText('Danke, deine Meldung ist eingegangen.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button));
    const reopened = (await openMoreActions(user)).menu;
    expect(within(reopened).getByRole('menuitem', { name: 'Gemeldet' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(reopened).queryByRole('menuitem', { name: 'Spot melden' })).toBeNull();
    expect((await viewerOf('user', spot.id)).reportedSpot).toBe(true);
  });

  it('adds a category the spot does not have yet', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const { button, menu } = await openMoreActions(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Kategorie hinzufügen' }, TIMEOUT));
    const region = await screen.findByRole('dialog', { name: `Kategorie zu «${spot.title}» hinzufügen` });
    const select = await within(region).findByLabelText('Kategorie hinzufügen', {}, TIMEOUT);
    const option = await waitFor(() => {
      const found = within(select)
        .getAllByRole('option')
        .find((o) => (o as HTMLOptionElement).value !== '');
      if (!found) throw new Error('no categories yet');
      return found as HTMLOptionElement;
    }, TIMEOUT);
    await user.selectOptions(select, option);
    await user.click(within(region).getByRole('button', { name: 'Hinzufügen' }));
    const facts = screen.getByRole('region', { name: 'Angaben' });
    expect(await within(facts).findByText(option.textContent!, {}, TIMEOUT)).toBeTruthy();
    // the dialog closes, says what it did, and focus is back on the menu button
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);
    expect(await screen.findByText(`Kategorie «${option.textContent!}» hinzugefügt.`, {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button));
    // what the spot has is no longer offered
    const { menu: reopened } = await openMoreActions(user);
    await user.click(within(reopened).getByRole('menuitem', { name: 'Kategorie hinzufügen' }));
    const again = within(await screen.findByRole('dialog')).getByLabelText('Kategorie hinzufügen');
    await waitFor(() => expect(within(again).queryByRole('option', { name: option.textContent! })).toBeNull(), TIMEOUT);
  });
});
