// The official answer form: only for members of an organisation responsible for the spot; what
// they publish shows as the spot's official answer.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@moveable/shared';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';
import { apiAs, BERN, freshSpot, signInPage, signOutPage } from '../../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

/** The viewer has answered once the secondary actions' menu offers the signed-in items. */
async function viewerLoaded() {
  const user = userEvent.setup();
  const primary = await screen.findByRole('region', { name: 'Mitmachen' }, TIMEOUT);
  await user.click(await within(primary).findByRole('button', { name: 'Weitere Aktionen' }, TIMEOUT));
  await within(screen.getByRole('menu', { name: 'Weitere Aktionen' })).findByRole('menuitem', { name: 'Spot melden' }, TIMEOUT);
  await user.keyboard('{Escape}');
}

describe('official answer form', () => {
  it('is not there for an ordinary person', async () => {
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    await viewerLoaded();
    expect(screen.queryByRole('region', { name: 'Offiziell antworten' })).toBeNull();
  });

  it('is not there for the Zürich member on a spot outside Zürich', async () => {
    const spot = await freshSpot('neighbour', { location: BERN });
    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    await viewerLoaded();
    expect(screen.queryByRole('region', { name: 'Offiziell antworten' })).toBeNull();
  });

  it('lets the Zürich member answer a Zürich spot: status, planned date, text', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    const form = await screen.findByRole('region', { name: 'Offiziell antworten' }, TIMEOUT);
    expect(within(form).getByText('Antwort als Stadt Zürich')).toBeTruthy();
    // the date belongs to "planned" only
    expect(within(form).queryByLabelText('Vorgesehen für (freiwillig)')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Status'), 'Geplant');
    await user.type(within(form).getByLabelText('Vorgesehen für (freiwillig)'), '2027-03-01');
    await user.type(within(form).getByLabelText('Antwort'), 'Wir bauen 2027 um.');
    await user.click(within(form).getByRole('button', { name: 'Antwort veröffentlichen' }));

    const answer = await screen.findByRole('region', { name: 'Offizielle Antwort' }, TIMEOUT);
    expect(within(answer).getByText('Antwort von Stadt Zürich')).toBeTruthy();
    expect(within(answer).getByText('Geplant')).toBeTruthy();
    expect(within(answer).getByText('– vorgesehen für 1. März 2027')).toBeTruthy();
    expect(within(answer).getByText('Wir bauen 2027 um.')).toBeTruthy();
    expect(await screen.findByText('Die offizielle Antwort wurde veröffentlicht.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect((within(form).getByLabelText('Antwort') as HTMLTextAreaElement).value).toBe(''));
  });

  it("offers the organisation's templates, the page's language first; a template fills the answer and keeps what was typed", async () => {
    const user = userEvent.setup();
    const admin = await apiAs('admin');
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const add = (locale: 'de' | 'fr', title: string, text: string) =>
      admin.post('/organisations/:slug/answer-templates', { params: { slug: 'zuerich' }, body: { locale, title, text } });
    await add('fr', `Merci ${unique}`, 'Merci pour le signalement.');
    await add('de', `Danke ${unique}`, 'Danke für die Meldung. Wir prüfen den Ort.');
    await add('de', `Geplant ${unique}`, 'Der Umbau ist geplant.');
    const spot = await freshSpot('neighbour');
    await signInPage('member');
    renderAt(`/spots/${spot.id}`);
    const form = await screen.findByRole('region', { name: 'Offiziell antworten' }, TIMEOUT);
    const picker = await within(form).findByLabelText('Vorlage', {}, TIMEOUT);
    expect(
      within(picker)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Deutsch', 'Français']);
    const text = within(form).getByLabelText('Antwort') as HTMLTextAreaElement;

    await user.selectOptions(picker, `Danke ${unique}`);
    expect(text.value).toBe('Danke für die Meldung. Wir prüfen den Ort.');
    expect(await screen.findByText('Die Vorlage steht jetzt in der Antwort.', {}, TIMEOUT)).toBeTruthy();
    // An untouched template gives way to the next one.
    await user.selectOptions(picker, `Merci ${unique}`);
    expect(text.value).toBe('Merci pour le signalement.');
    // Words of one's own stay, the template follows them.
    await user.clear(text);
    await user.type(text, 'Grüezi.');
    await user.selectOptions(picker, `Geplant ${unique}`);
    expect(text.value).toBe('Grüezi.\n\nDer Umbau ist geplant.');
  });

  it('offers no template select when the organisation has none in any language', async () => {
    // Basel (bikeable, like the test's platform) has no templates; the platform's admin answers as it.
    const spot = await freshSpot('neighbour', { location: { lat: 47.5596, lng: 7.5886 } });
    await signInPage('admin');
    renderAt(`/spots/${spot.id}`);
    const form = await screen.findByRole('region', { name: 'Offiziell antworten' }, TIMEOUT);
    expect(within(form).getByLabelText('Antwort')).toBeTruthy();
    // Once every question (the templates' too) is answered, still no select.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), TIMEOUT);
    expect(within(form).queryByLabelText('Vorlage')).toBeNull();
  });
});
