// The discussion of a spot through the route, against the real API: write, reply, edit, delete,
// vote, report; hostile text stays text.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@moveable/shared';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage, usernameOf, viewerOf } from '../../../test/accounts.ts';
import { CommentBody } from './comment-body.tsx';
import type { Comment } from '@moveable/contract';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const thread = () => screen.findByRole('region', { name: 'Kommentare' }, TIMEOUT);
const commentsOf = async (spotId: number) => (await (await apiAs('user')).get('/spots/:id/comments', { params: { id: spotId } })).items;

describe('comments', () => {
  it('visitors read the thread and get a sign-in link instead of a form', async () => {
    const spot = await freshSpot('neighbour');
    const neighbour = await usernameOf('neighbour');
    await (await apiAs('neighbour')).post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Immer noch da.' } });
    renderAt(`/spots/${spot.id}`);
    const region = await thread();
    expect(await within(region).findByRole('article', { name: `Kommentar von ${neighbour}` }, TIMEOUT)).toBeTruthy();
    const link = await within(region).findByRole('link', { name: 'Anmelden, um zu kommentieren' }, TIMEOUT);
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/spots/${spot.id}`)}`);
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('writes a comment, replies to it, edits it ("(edited)") and deletes it', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    await signInPage('user');
    const me = await usernameOf('user');
    renderAt(`/spots/${spot.id}`);
    const region = await thread();
    expect(await within(region).findByText('Noch keine Kommentare.', {}, TIMEOUT)).toBeTruthy();

    await user.type(within(region).getByLabelText('Kommentar schreiben'), 'Die Ampel ist zu kurz grün.');
    await user.click(within(region).getByRole('button', { name: 'Kommentar senden' }));
    const mine = await within(region).findByRole('article', { name: `Kommentar von ${me}` }, TIMEOUT);
    expect(within(mine).getByText('Die Ampel ist zu kurz grün.')).toBeTruthy();
    // nobody reports what they wrote themselves
    expect(within(mine).queryByRole('button', { name: 'Melden' })).toBeNull();
    await waitFor(() => expect((within(region).getByLabelText('Kommentar schreiben') as HTMLTextAreaElement).value).toBe(''));

    // reply: the form opens with focus in it, the reply lands nested and takes focus
    await user.click(within(mine).getByRole('button', { name: 'Antworten' }));
    const replyBox = within(mine).getByLabelText(`Antwort an ${me}`);
    expect(document.activeElement).toBe(replyBox);
    await user.type(replyBox, 'Und morgens fast gar nicht.');
    await user.click(within(mine).getByRole('button', { name: 'Antwort senden' }));
    const replies = await within(mine).findByRole('list', { name: `Antworten an ${me}` }, TIMEOUT);
    const reply = within(replies).getByRole('article');
    expect(within(reply).getByText('Und morgens fast gar nicht.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reply));
    // one level only: a reply has no reply button, and no vote button
    expect(within(reply).queryByRole('button', { name: 'Antworten' })).toBeNull();
    expect(within(reply).queryByRole('button', { name: 'Zustimmen' })).toBeNull();

    // edit: the top-level comment (its own buttons are the first of each name)
    await user.click(within(mine).getAllByRole('button', { name: 'Bearbeiten' })[0]!);
    const editBox = within(mine).getByLabelText('Kommentar bearbeiten');
    await user.clear(editBox);
    await user.type(editBox, 'Die Ampel ist viel zu kurz grün.');
    await user.click(within(mine).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(mine).queryByLabelText('Kommentar bearbeiten')).toBeNull(), TIMEOUT);
    expect(document.activeElement).toBe(mine);
    expect(within(mine).getByText('Die Ampel ist viel zu kurz grün.')).toBeTruthy();
    expect(within(mine).getAllByText('(bearbeitet)')).toHaveLength(1);
    const [saved] = await commentsOf(spot.id);
    expect(saved).toMatchObject({ body: 'Die Ampel ist viel zu kurz grün.', replies: [{ body: 'Und morgens fast gar nicht.' }] });
    expect(saved!.editedAt).not.toBeNull();

    // delete asks first; the replies go with it; focus goes to the thread's heading
    await user.click(within(mine).getAllByRole('button', { name: 'Löschen' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Kommentar löschen?' });
    expect(within(dialog).getByText('Der Kommentar und 1 Antwort werden entfernt. Das lässt sich nicht rückgängig machen.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(within(region).queryByRole('article')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Kommentare' })), TIMEOUT);
    expect(await screen.findByText('Der Kommentar wurde gelöscht.', {}, TIMEOUT)).toBeTruthy();
    expect(await commentsOf(spot.id)).toEqual([]);
  });

  it("votes on a top-level comment once; another person's comment can be reported but not edited or deleted", async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    const neighbour = await usernameOf('neighbour');
    const comment = await (
      await apiAs('neighbour')
    ).post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Gefährlich bei Nässe.' } });
    await signInPage('user');
    renderAt(`/spots/${spot.id}`);
    const article = await within(await thread()).findByRole('article', { name: `Kommentar von ${neighbour}` }, TIMEOUT);
    expect(within(article).getByText('0 Stimmen')).toBeTruthy();
    await user.click(await within(article).findByRole('button', { name: 'Zustimmen' }, TIMEOUT));
    expect(await within(article).findByRole('button', { name: 'Zugestimmt' }, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(within(article).getByText('1 Stimme')).toBeTruthy(), TIMEOUT);
    expect((await viewerOf('user', spot.id)).votedCommentIds).toEqual([comment.id]);
    expect(within(article).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Löschen' })).toBeNull();

    const report = within(article).getByRole('button', { name: 'Melden' });
    await user.click(report);
    const dialog = screen.getByRole('dialog', { name: `Kommentar von ${neighbour} melden` });
    // an empty reason is not sent
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Grund'), 'Beleidigend.');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), TIMEOUT);
    expect(within(article).getByRole('button', { name: 'Gemeldet' }).getAttribute('aria-disabled')).toBe('true');
    expect((await viewerOf('user', spot.id)).reportedCommentIds).toEqual([comment.id]);
  });

  it('a moderator may delete anyone’s comment', async () => {
    const user = userEvent.setup();
    const spot = await freshSpot('neighbour');
    const neighbour = await usernameOf('neighbour');
    await (await apiAs('neighbour')).post('/spots/:id/comments', { params: { id: spot.id }, body: { body: 'Spam spam spam.' } });
    await signInPage('moderator');
    renderAt(`/spots/${spot.id}`);
    const article = await within(await thread()).findByRole('article', { name: `Kommentar von ${neighbour}` }, TIMEOUT);
    expect(within(article).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    await user.click(await within(article).findByRole('button', { name: 'Löschen' }, TIMEOUT));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: `Kommentar von ${neighbour}` })).toBeNull(), TIMEOUT);
    expect(await commentsOf(spot.id)).toEqual([]);
  });

  it('renders hostile text inert: no script, no handlers, no javascript: links', async () => {
    const spot = await freshSpot('neighbour');
    const hostile = [
      '<img src=x onerror="window.__pwnedComment = 1">',
      '<script>window.__pwnedComment = 2</script>',
      '<a href="javascript:window.__pwnedComment=3">klick</a>',
      'javascript:alert(1)',
      '<svg onload="window.__pwnedComment = 4"></svg>',
      'Mehr auf https://example.org/info',
    ].join('\n');
    const api = await apiAs('neighbour');
    const top = await api.post('/spots/:id/comments', { params: { id: spot.id }, body: { body: hostile } });
    await api.post('/spots/:id/comments', { params: { id: spot.id }, body: { body: hostile, parentId: top.id } });
    renderAt(`/spots/${spot.id}`);
    const region = await thread();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2), TIMEOUT);
    expect(region.querySelectorAll('script, img, svg, iframe, object, embed').length).toBe(0);
    for (const el of region.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
    const hrefs = [...region.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
    expect(hrefs).toContain('https://example.org/info');
    expect(within(region).getAllByText(/<script>window.__pwnedComment = 2<\/script>/)).toHaveLength(2);
    expect((window as { __pwnedComment?: number }).__pwnedComment).toBeUndefined();
  });
});

describe('CommentBody', () => {
  it('shows a placeholder for a comment moderation hid', () => {
    const hidden: Comment = {
      id: 1,
      spotId: 1,
      parentId: null,
      body: '',
      hidden: true,
      author: { id: 3, username: 'velofan' },
      createdAt: '2025-01-01T10:00:00Z',
      editedAt: null,
      votes: 0,
      replies: [],
    };
    render(<CommentBody comment={hidden} />, { wrapper: Providers });
    expect(screen.getByText('Dieser Kommentar wurde von der Moderation ausgeblendet.')).toBeTruthy();
    expect(document.querySelector('.mv-prose')).toBeNull();
  });

  it("shows its author the hidden comment with the moderators' note, as text", async () => {
    const own: Comment = {
      id: 1,
      spotId: 1,
      parentId: null,
      body: 'Mein Text',
      hidden: true,
      hiddenNote: 'Bitte <b>sachlich</b> bleiben.',
      author: { id: 3, username: 'velofan' },
      createdAt: '2025-01-01T10:00:00Z',
      editedAt: null,
      votes: 0,
      replies: [],
    };
    render(<CommentBody comment={own} />, { wrapper: Providers });
    expect(screen.getByText('Die Moderation hat deinen Kommentar ausgeblendet: Nur du siehst ihn.')).toBeTruthy();
    expect(screen.getByText('Bitte <b>sachlich</b> bleiben.')).toBeTruthy();
    expect(document.querySelector('.mv-moderation-note b')).toBeNull();
    expect(await screen.findByText('Mein Text')).toBeTruthy();
  });
});
