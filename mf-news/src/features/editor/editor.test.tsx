// The news editor through the routes against the real API (no fetch mocks): who sees "write"
// and "edit", writing an article with its live preview (sanitised), the address following the
// title, errors from the browser and from the server on their fields with the focus on the first
// (its language tab opened), the country, scheduling, unpublishing and deleting.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { apiAs, freshSlug, signInPage, signOutPage } from '../../../test/accounts.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const form = () => screen.findByRole('form', { name: 'Artikel schreiben' }, TIMEOUT);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

async function draft(slug: string, title = `Entwurf ${slug}`) {
  const api = await apiAs('admin');
  return api.post('/news', { body: { slug, translations: { de: { title, lead: 'Ein Lead.', body: 'Ein **Text**.' } } } });
}

describe('who writes', () => {
  it('readers get no editor tools on /news', async () => {
    renderAt('/news');
    await screen.findByRole('heading', { level: 1, name: 'News' }, TIMEOUT);
    expect(screen.queryByRole('link', { name: 'Artikel schreiben' })).toBeNull();
  });

  it('an admin gets "write an article" and their drafts on /news', async () => {
    const slug = freshSlug('drafts');
    await draft(slug);
    await signInPage('admin');
    renderAt('/news');
    const drafts = await screen.findByRole('region', { name: 'Deine Entwürfe und geplanten Artikel' }, TIMEOUT);
    expect(within(drafts).getByRole('link', { name: 'Artikel schreiben' }).getAttribute('href')).toBe('/news?edit=new');
    const link = await within(drafts).findByRole('link', { name: `Entwurf ${slug}` }, TIMEOUT);
    expect(link.getAttribute('href')).toBe(`/news/${slug}?edit`);
  });

  it('an admin gets "edit" on an article (a draft too)', async () => {
    const slug = freshSlug('edit-link');
    await draft(slug);
    await signInPage('admin');
    renderAt(`/news/${slug}`);
    const edit = await screen.findByRole('link', { name: 'Artikel bearbeiten' }, TIMEOUT);
    expect(edit.getAttribute('href')).toBe(`/news/${slug}?edit`);
  });

  it('signed out, the editor asks to sign in and comes back', async () => {
    renderAt('/news?edit=new');
    const signIn = await screen.findByRole('link', { name: 'Anmelden' }, TIMEOUT);
    expect(signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/news?edit=new')}`);
  });

  it('a person who writes no news is told so, without a form', async () => {
    await signInPage('user');
    renderAt('/news?edit=new');
    expect(await screen.findByText(/News schreiben nur die Administratorinnen/, {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("an organisation's member writes that organisation's news", async () => {
    await signInPage('member');
    renderAt('/news?edit=new');
    await form();
    expect(screen.getByText('News von: Stadt Zürich')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Wessen News' })).toBeNull();
  });
});

describe('writing', () => {
  it("an admin may write any organisation's news of the platform, not only their own", async () => {
    const organisations = await testApi().get('/organisations', { query: { country: 'world', limit: 100 } });
    expect(organisations.items.length).toBeGreaterThan(2);
    await signInPage('admin');
    renderAt('/news?edit=new');
    await form();
    const select = await screen.findByRole('combobox', { name: 'Wessen News' }, TIMEOUT);
    for (const organisation of organisations.items) {
      expect(await within(select).findByRole('option', { name: organisation.name }, TIMEOUT)).toBeTruthy();
    }
    expect(within(select).getByRole('option', { name: 'News der Plattform' })).toBeTruthy();
  });

  it('tabs per language, a live preview that is sanitised, the address from the title; saved as a draft', async () => {
    const user = userEvent.setup();
    await signInPage('admin');
    renderAt('/news?edit=new');
    await form();
    expect(tab(/^Deutsch/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deutsch', 'Französisch', 'Italienisch', 'Englisch']);
    const title = `Neue Velowege ${Date.now().toString(36)}`;
    await user.type(within(panel()).getByRole('textbox', { name: 'Titel' }), title);
    await user.type(within(panel()).getByRole('textbox', { name: 'Lead' }), 'Mehr Platz fürs Velo.');
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Text' }), {
      target: { value: '## Was kommt\n\nDie **Stadt** baut.<img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    const preview = within(panel()).getByRole('region', { name: 'Vorschau' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Stadt'));
    expect(preview.querySelector('h2')?.textContent).toBe('Was kommt');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    const slug = title.toLowerCase().replace(/ /g, '-');
    expect(screen.getByRole('textbox', { name: 'Adresse' })).toHaveProperty('value', slug);
    expect(tab(/^Deutsch/).textContent).toBe('Deutsch (geschrieben)');
    // every country of the platform unless one is chosen; the countries named in the page's language
    const country = screen.getByRole('combobox', { name: 'Für welches Land' });
    expect(country).toHaveProperty('value', '');
    expect(within(country).getByRole('option', { name: 'Schweiz' })).toBeTruthy();
    await user.selectOptions(country, 'ch');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Als Entwurf gespeichert.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(location.pathname + location.search).toBe(`/news/${slug}?edit`));
    const saved = await (await apiAs('admin')).get('/news/:slug/source', { params: { slug } });
    expect(saved.status).toBe('draft');
    expect(saved.country).toBe('ch');
    expect(saved.translations.map((t) => [t.locale, t.title])).toEqual([['de', title]]);
    // the saved body now previews as the server rendered it
    await waitFor(() => expect(within(panel()).getByRole('region', { name: 'Vorschau' }).querySelector('[data-preview="server"]')).not.toBeNull());
  });

  it('nothing written: the error on the first title, with the focus', async () => {
    const user = userEvent.setup();
    await signInPage('admin');
    renderAt('/news?edit=new');
    await form();
    await user.click(tab(/^Englisch/));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte schreibe den Artikel in mindestens einer Sprache: Titel, Lead und Text.')).toBeTruthy();
    const title = within(panel()).getByRole('textbox', { name: 'Titel' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(tab(/^Deutsch/).getAttribute('aria-selected')).toBe('true');
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it("the server's error shows on the field it names (a taken address), in the page's language; nothing typed is lost", async () => {
    const user = userEvent.setup();
    const taken = freshSlug('taken');
    await draft(taken);
    await signInPage('admin');
    renderAt('/fr/news?edit=new');
    await screen.findByRole('form', { name: 'Écrire un article' }, TIMEOUT);
    await user.click(tab(/^italien/));
    await user.type(within(panel()).getByRole('textbox', { name: 'Titre' }), 'Nuove piste');
    await user.type(within(panel()).getByRole('textbox', { name: 'Chapeau' }), 'Più spazio.');
    await user.type(within(panel()).getByRole('textbox', { name: 'Texte' }), 'Testo.');
    const address = screen.getByRole('textbox', { name: 'Adresse' });
    await user.clear(address);
    await user.type(address, taken);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un autre article a déjà cette adresse ; choisis-en une autre.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-describedby')).toContain(`${address.id}-error`);
    expect(within(panel()).getByRole('textbox', { name: 'Titre' })).toHaveProperty('value', 'Nuove piste');
  });
});

describe('publishing', () => {
  it('schedule at a date, then unpublish; a date in the past is refused on its field', async () => {
    const user = userEvent.setup();
    const slug = freshSlug('scheduled');
    await draft(slug);
    await signInPage('admin');
    renderAt(`/news/${slug}?edit`);
    await screen.findByRole('form', { name: `Bearbeiten: Entwurf ${slug}` }, TIMEOUT);
    await user.click(screen.getByRole('radio', { name: 'An einem Datum und zu einer Uhrzeit veröffentlichen' }));
    const at = screen.getByLabelText('Datum und Uhrzeit der Veröffentlichung');
    fireEvent.change(at, { target: { value: '2020-01-01T08:00' } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte wähle ein Datum und eine Uhrzeit in der Zukunft.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(at));

    fireEvent.change(at, { target: { value: `${new Date().getFullYear() + 1}-05-01T08:00` } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert und geplant.', {}, TIMEOUT)).toBeTruthy();
    const api = await apiAs('admin');
    expect((await api.get('/news/:slug/source', { params: { slug } })).status).toBe('scheduled');

    await user.click(screen.getByRole('button', { name: 'Veröffentlichung zurückziehen' }));
    await waitFor(async () => expect((await api.get('/news/:slug/source', { params: { slug } })).status).toBe('draft'), TIMEOUT);
    expect(await screen.findByRole('radio', { name: 'Entwurf (nicht öffentlich)', checked: true })).toBeTruthy();
    // the unpublish button is gone: the focus is on what happened
    expect(screen.queryByRole('button', { name: 'Veröffentlichung zurückziehen' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Als Entwurf gespeichert.'));
  });

  it('publish now, then delete after confirming (cancel gives the focus back)', async () => {
    const user = userEvent.setup();
    const slug = freshSlug('deleted');
    await draft(slug);
    await signInPage('admin');
    renderAt(`/news/${slug}?edit`);
    await screen.findByRole('form', { name: `Bearbeiten: Entwurf ${slug}` }, TIMEOUT);
    await user.click(screen.getByRole('radio', { name: 'Jetzt veröffentlichen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert und veröffentlicht.', {}, TIMEOUT)).toBeTruthy();
    const api = await apiAs('admin');
    expect((await api.get('/news/:slug', { params: { slug } })).title).toBe(`Entwurf ${slug}`);

    await user.click(screen.getByRole('button', { name: 'Artikel löschen' }));
    expect(document.activeElement?.textContent).toBe('Diesen Artikel endgültig löschen?');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Artikel löschen' })));
    await user.click(screen.getByRole('button', { name: 'Artikel löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(location.pathname).toBe('/news'), TIMEOUT);
    await expect(api.get('/news/:slug/source', { params: { slug } })).rejects.toSatisfy((e) => e instanceof ApiError && e.statusCode === 404);
  });
});
