// The moderation queue against the real API: a reported comment shows with its reason and
// reporter; hiding it needs a note (the field says so and gets focus), then the comment leaves the
// queue and its author reads the note; a reported duplicate spot is merged into the kept one by
// its number, and the old spot's address then answers with the kept spot.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, type ApiClient } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { ModerationQueue } from './moderation-queue.tsx';

const TIMEOUT = { timeout: 15_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const spotInput = (title: string, lat = 47.3769, lng = 8.5417) => ({
  title,
  description: 'Für den Moderationstest.',
  famed: false,
  location: { lat, lng },
  address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
  categoryIds: [1],
});

async function createSpot(api: ApiClient, title: string, lat?: number, lng?: number) {
  return api.post('/spots', { body: spotInput(title, lat, lng) });
}

/** The queue's card whose heading names `title`, showing more pages until it is there. */
async function cardFor(title: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const heading = screen.queryAllByRole('heading', { level: 3 }).find((h) => h.textContent?.includes(title));
    if (heading) return heading.closest('article') as HTMLElement;
    const more = screen.queryByRole('button', { name: 'Mehr anzeigen' });
    if (more && !more.hasAttribute('disabled')) await userEvent.click(more);
    throw new Error(`no card for ${title} yet`);
  }, TIMEOUT);
}

function queue() {
  return render(
    <Providers>
      <ModerationQueue />
    </Providers>,
  );
}

describe('ModerationQueue', () => {
  it('shows a reported comment with reason and reporter; hiding needs a note; the author then reads it', async () => {
    const title = `Gemeldet ${Date.now()}`;
    const spot = await createSpot(await apiAs('user'), title);
    const neighbour = await apiAs('neighbour');
    const comment = await neighbour.post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Ein unfreundlicher Kommentar' } });
    await (await apiAs('member')).post('/comments/:id/reports', { params: { id: comment.id }, body: { reason: 'Beleidigend gegenüber anderen' } });

    await signInPage('moderator');
    queue();
    expect(await screen.findByRole('heading', { level: 2, name: 'Moderations-Warteschlange' }, TIMEOUT)).toBeTruthy();
    const card = await cardFor(title);
    expect(within(card).getByText('Kommentar zu')).toBeTruthy();
    expect(within(card).getByRole('link', { name: title }).getAttribute('href')).toBe(`/spots/${spot.id}`);
    expect(within(card).getByRole('link', { name: 'Verlauf des Spots' }).getAttribute('href')).toBe(`/admin?view=history&spot=${spot.id}`);
    expect(within(card).getByText('Ein unfreundlicher Kommentar')).toBeTruthy();
    expect(within(card).getByText('Beleidigend gegenüber anderen')).toBeTruthy();
    expect(within(card).getByText(/1 Meldung/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Kommentar ausblenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kommentar ausblenden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
    const note = within(dialog).getByRole('textbox', { name: 'Notiz an die Autorin oder den Autor' });
    expect(within(dialog).getByText('Bitte schreib eine Notiz für die Autorin oder den Autor.')).toBeTruthy();
    expect(document.activeElement).toBe(note);
    await userEvent.type(note, 'Bitte bleib sachlich.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 3 }).some((h) => h.textContent?.includes(title))).toBe(false), TIMEOUT);

    const [own] = (await neighbour.get('/spots/:id/comments', { params: { id: spot.id } })).items;
    expect(own).toMatchObject({ id: comment.id, hidden: true, body: 'Ein unfreundlicher Kommentar', hiddenNote: 'Bitte bleib sachlich.' });
  });

  it('merges a reported duplicate into the spot kept, chosen by its number; the old address then answers with the kept one', async () => {
    const user = await apiAs('user');
    const stamp = Date.now();
    const kept = await createSpot(user, `Original ${stamp}`, 46.5, 6.6);
    const duplicate = await createSpot(await apiAs('neighbour'), `Duplikat ${stamp}`, 46.50001, 6.60001);
    await (await apiAs('member')).post('/spots/:id/reports', { params: { id: duplicate.id }, body: { reason: `Doppelt, siehe ${kept.id}` } });

    await signInPage('admin');
    queue();
    const card = await cardFor(`Duplikat ${stamp}`);
    await userEvent.click(within(card).getByRole('button', { name: 'Mit anderem Spot zusammenführen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doppelten Spot zusammenführen' });
    // The spot nearby is offered; choosing it fills in its number.
    await userEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(`Original ${stamp}`) }, TIMEOUT));
    expect((within(dialog).getByRole('textbox', { name: 'Nummer des Spots, der bleibt' }) as HTMLInputElement).value).toBe(String(kept.id));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zusammenführen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);

    const followed = await user.get('/spots/:id', { params: { id: duplicate.id } });
    expect(followed.id).toBe(kept.id);
  });

  it('blocks the author of a reported comment after asking once more, and unblocks them', async () => {
    const title = `Gesperrt ${Date.now()}`;
    const spot = await createSpot(await apiAs('user'), title);
    // nachbar@: no other test file of this package signs in as them, and a block ends their sessions
    const author = await apiAs('neighbour');
    const me = (await author.get('/users/me')).data;
    const comment = await author.post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Werbung für etwas' } });
    await (await apiAs('member')).post('/comments/:id/reports', { params: { id: comment.id }, body: { reason: 'Spam' } });

    await signInPage('moderator');
    queue();
    const card = await cardFor(title);
    await userEvent.click(within(card).getByRole('button', { name: `Konto von ${me.username} sperren` }));
    const dialog = await screen.findByRole('dialog', { name: `Konto von ${me.username} sperren?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto sperren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);
    const blocked = await cardFor(title);
    expect(await within(blocked).findByText('Konto gesperrt', {}, TIMEOUT)).toBeTruthy();
    // the person's token is refused at once
    await expect(author.get('/users/me')).rejects.toMatchObject({ statusCode: 401 });

    await userEvent.click(within(blocked).getByRole('button', { name: `Konto von ${me.username} entsperren` }));
    await waitFor(async () => expect(within(await cardFor(title)).queryByText('Konto gesperrt')).toBeNull(), TIMEOUT);
  });
});
