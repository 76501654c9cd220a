// The organisation admin pages against the real API: an admin creates an organisation (the page's
// checks and the server's errors on their fields, the focus on the first; then its edit page); an
// organisation's admin manages members (the last admin stays, with the reason), invites by e-mail
// and revokes, and keeps answer templates per language; a plain member sees the profile and the
// templates read only, and the notification slot.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { OrganisationPage } from './organisation-page.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('/admin/organization/create', () => {
  it('is for platform admins only', async () => {
    await signInPage('member');
    renderAt('/admin/organization/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });

  it("shows the page's check on the field with the focus, then the server's (a short name taken)", async () => {
    await signInPage('admin');
    renderAt('/en/admin/organization/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create organisation' }, TIMEOUT));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedBy(name)).toBe('Please enter a name of at most 120 characters.');

    await user.type(name, 'Second Zürich');
    await user.type(screen.getByLabelText('Short name in the address'), 'zuerich');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    const slug = screen.getByLabelText('Short name in the address');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'), TIMEOUT);
    expect(document.activeElement).toBe(slug);
    expect(describedBy(slug)).toContain('An organisation of this platform has this short name already.');
  });

  it('creates an organisation with texts in four languages, then goes to its page', async () => {
    await signInPage('admin');
    renderAt('/admin/organization/create');
    const user = userEvent.setup();
    const slug = unique('gemeinde');
    await user.type(await screen.findByLabelText('Name', {}, TIMEOUT), 'Gemeinde Testingen');
    await user.type(screen.getByLabelText('Kurzname in der Adresse'), slug);
    await user.selectOptions(screen.getByLabelText('Art'), 'Partner');
    await user.type(screen.getByLabelText('Name auf Französisch'), 'Commune de Testingen');
    await user.type(screen.getByLabelText('Beschreibung auf Deutsch'), 'Eine Gemeinde.');
    await user.type(screen.getByLabelText('Beschreibung auf Italienisch'), 'Un comune.');
    await user.type(screen.getByLabelText('Website'), 'https://testingen.example.org');
    await user.type(screen.getByLabelText('Kontakt-E-Mail (öffentlich)'), 'info@testingen.example.org');
    await user.click(screen.getByLabelText('Premium'));
    await user.click(screen.getByRole('button', { name: 'Organisation anlegen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation: Gemeinde Testingen' }, TIMEOUT)).toBeTruthy();
    expect(location.pathname).toBe(`/admin/organization/bikeable/${slug}`);
    const stored = await (await apiAs('admin')).get('/organisations/:slug', { params: { slug } });
    expect(stored).toMatchObject({
      type: 'partner',
      ownName: 'Gemeinde Testingen',
      names: { fr: 'Commune de Testingen' },
      descriptions: { de: 'Eine Gemeinde.', it: 'Un comune.' },
      website: 'https://testingen.example.org',
      contactEmail: 'info@testingen.example.org',
      premium: true,
    });
  });
});

describe('/admin/organization/{platform}/{slug} for its admins', () => {
  it("an organisation's admin edits its own fields; the platform's fields are shown but locked", async () => {
    await signInPage('member');
    renderAt('/admin/organization/bikeable/zuerich');
    const profile = await screen.findByRole('region', { name: 'Profil' }, TIMEOUT);
    expect((within(profile).getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((within(profile).getByLabelText('Premium') as HTMLInputElement).disabled).toBe(true);
    const user = userEvent.setup();
    const website = within(profile).getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'http://insecure.example.org');
    await user.click(within(profile).getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(describedBy(website)).toContain('Bitte eine Adresse mit https:// eingeben.');
    await user.clear(website);
    await user.type(website, 'https://www.stadt-zuerich.ch/velo');
    await user.click(within(profile).getByRole('button', { name: 'Profil speichern' }));
    expect(await within(profile).findByText('Profil gespeichert.', {}, TIMEOUT)).toBeTruthy();
    expect((await (await apiAs('admin')).get('/organisations/:slug', { params: { slug: 'zuerich' } })).website).toBe(
      'https://www.stadt-zuerich.ch/velo',
    );
  });

  it('lists members; the last admin cannot be demoted (the reason shown); invites by e-mail and revokes', async () => {
    await signInPage('member');
    renderAt('/admin/organization/bikeable/zuerich');
    const members = await screen.findByRole('region', { name: 'Mitglieder' }, TIMEOUT);
    const table = await within(members).findByRole('table', { name: 'Mitglieder und ihre Rollen' }, TIMEOUT);
    const own = within(table).getByRole('cell', { name: 'zuerich@bikeable.ch' }).closest('tr')!;
    const user = userEvent.setup();
    const name = within(own).getByRole('rowheader').textContent!;
    const roleSelect = within(own).getByRole('combobox', { name: `Rolle von ${name}` });
    const saveRole = within(own).getByRole('button', { name: `Rolle von ${name} speichern` });
    expect(saveRole).toHaveProperty('disabled', true); // nothing chosen yet
    await user.selectOptions(roleSelect, 'Mitglied');
    await user.click(saveRole);
    await waitFor(
      () =>
        expect(within(members).getByRole('alert').textContent).toBe(
          `${name} ist der letzte Admin der Organisation. Mach zuerst jemand anderen zum Admin.`,
        ),
      TIMEOUT,
    );
    await waitFor(() => expect((roleSelect as HTMLSelectElement).value).toBe('admin'));

    const invite = screen.getByRole('region', { name: 'Per E-Mail einladen' });
    const email = `${unique('eingeladen')}@example.org`;
    await user.type(within(invite).getByLabelText('E-Mail-Adresse'), email);
    await user.selectOptions(within(invite).getByLabelText('Rolle'), 'Organisations-Admin');
    await user.click(within(invite).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(invite).findByText(`Einladung an ${email} gesendet.`, {}, TIMEOUT)).toBeTruthy();
    const pending = await within(invite).findByRole('list', { name: 'Offene Einladungen' }, TIMEOUT);
    const item = (await within(pending).findByText(email, {}, TIMEOUT)).closest('li')!;
    expect(item.textContent).toContain('Organisations-Admin');

    await user.click(within(item).getByRole('button', { name: `Einladung an ${email} widerrufen` }));
    expect(document.activeElement?.textContent).toContain('wirklich widerrufen');
    await user.click(within(item).getByRole('button', { name: 'Ja, widerrufen' }));
    expect(await within(invite).findByText(`Die Einladung an ${email} gilt nicht mehr.`, {}, TIMEOUT)).toBeTruthy();
    const left = await (await apiAs('admin')).get('/organisations/:slug/invitations', { params: { slug: 'zuerich' } });
    expect(left.items.map((i) => i.email)).not.toContain(email);
  });

  it('adds, edits and deletes an answer template in a chosen language', async () => {
    await signInPage('member');
    renderAt('/admin/organization/bikeable/zuerich');
    const templates = await screen.findByRole('region', { name: 'Antwortvorlagen' }, TIMEOUT);
    const user = userEvent.setup();
    await user.selectOptions(within(templates).getByLabelText('Sprache'), 'Französisch');
    const title = unique('Merci');
    const addForm = within(templates).getByRole('form', { name: 'Neue Vorlage auf Französisch' });
    await user.click(within(addForm).getByRole('button', { name: 'Vorlage hinzufügen' }));
    await waitFor(() => expect(document.activeElement).toBe(within(addForm).getByLabelText('Titel')), TIMEOUT);
    await user.type(within(addForm).getByLabelText('Titel'), title);
    await user.type(within(addForm).getByLabelText('Text'), 'Merci pour votre signalement.');
    await user.click(within(addForm).getByRole('button', { name: 'Vorlage hinzufügen' }));
    expect(await within(templates).findByRole('heading', { level: 3, name: title }, TIMEOUT)).toBeTruthy();

    await user.click(within(templates).getByRole('button', { name: `${title} bearbeiten` }));
    const editForm = within(templates).getByRole('form', { name: 'Vorlage bearbeiten' });
    const text = within(editForm).getByLabelText('Text');
    await user.clear(text);
    await user.type(text, 'Merci beaucoup.');
    await user.click(within(editForm).getByRole('button', { name: 'Vorlage speichern' }));
    // The form closes; the list shows the new text.
    await waitFor(() => expect(within(templates).queryByRole('form', { name: 'Vorlage bearbeiten' })).toBeNull(), TIMEOUT);
    expect((await within(templates).findByText('Merci beaucoup.', {}, TIMEOUT)).tagName).toBe('P');
    expect(await within(templates).findByText(/Vorlage «.*» gespeichert\./, {}, TIMEOUT)).toBeTruthy();

    await user.click(within(templates).getByRole('button', { name: `${title} löschen` }));
    await user.click(within(templates).getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(within(templates).queryByRole('heading', { name: title })).toBeNull(), TIMEOUT);
    const stored = await (await apiAs('member')).get('/organisations/:slug/answer-templates', { params: { slug: 'zuerich' } });
    expect(stored.items.map((i) => i.title)).not.toContain(title);
  });
});

describe('a member who is not an admin of the organisation', () => {
  it('sees the profile and the templates read only, and the notification slot; no members or invitations', async () => {
    const admin = await apiAs('admin');
    // pendler@ has an account: the invitation adds them at once, as a member.
    await admin.post('/users/invite', { body: { email: 'pendler@bikeable.ch', organisation: 'zuerich', role: 'member' } });
    const title = unique('Danke');
    await admin.post('/organisations/:slug/answer-templates', {
      params: { slug: 'zuerich' },
      body: { locale: 'de', title, text: 'Danke für die Meldung.' },
    });
    await signInPage('commuter');
    render(
      <Providers>
        <OrganisationPage platformName="bikeable" slug="zuerich" areaSection={<p>the area editor</p>} alertsSection={<p>the alert settings</p>} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation: Stadt Zürich' }, TIMEOUT)).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profil' });
    expect(within(profile).queryByRole('textbox')).toBeNull();
    const templates = screen.getByRole('region', { name: 'Antwortvorlagen' });
    expect(await within(templates).findByRole('heading', { name: title }, TIMEOUT)).toBeTruthy();
    expect(within(templates).queryByRole('button', { name: `${title} bearbeiten` })).toBeNull();
    expect(within(templates).queryByRole('form')).toBeNull();
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' }).textContent).toContain('the alert settings');
    expect(screen.queryByRole('region', { name: 'Mitglieder' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Per E-Mail einladen' })).toBeNull();
    expect(screen.queryByText('the area editor')).toBeNull();
  });

  it('an admin of another organisation gets no access', async () => {
    await signInPage('member');
    renderAt('/admin/organization/bikeable/basel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });

  it('an unknown platform in the address is the 404 screen', async () => {
    await signInPage('admin');
    renderAt('/admin/organization/skateable/zuerich');
    expect(await screen.findByRole('heading', { level: 1 }, TIMEOUT)).toHaveProperty('textContent', expect.stringMatching(/nicht gefunden|404/i));
  });
});
