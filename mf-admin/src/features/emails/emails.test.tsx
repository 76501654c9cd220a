// /admin/emails through the routes against the real API (no fetch mocks): an administrator finds a
// real message by address, filters by template, opens it (text, and its HTML in a frame that runs
// nothing), and previews any template in any language; others meet "no access". Sending again is
// tested on a server of its own whose SMTP server refuses one address for good, so the message
// really bounces.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { config, configure, toasts } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { startTestServer } from '../../../../tools/test-server.mjs';

const TIMEOUT = { timeout: 15_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

let serial = 0;
const freshAddress = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}@mail-test.example.org`;

async function invite(email: string) {
  const api = await apiAs('admin');
  await api.post('/users/invite', { body: { email } });
}

async function openPage() {
  await signInPage('admin');
  renderAt('/admin/emails');
  await screen.findByRole('heading', { level: 1, name: 'E-Mails' }, TIMEOUT);
}

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Adresse enthält' }), text);
}

describe('the outbox', () => {
  it('finds a message by address, opens it, and filters it out by template', async () => {
    const address = freshAddress('find');
    await invite(address);
    await openPage();
    await search(address.split('@')[0]!);
    const table = await screen.findByRole('table', { name: 'E-Mails, neueste zuerst' }, TIMEOUT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), TIMEOUT);
    const row = (await within(table).findByText(address, {}, TIMEOUT)).closest('tr')!;
    expect(within(row).getByText('Wartend')).toBeTruthy();
    expect(within(row).getByText('Einladung')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /^Details von / }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Einladung/ }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const details = heading.closest('section')!;
    expect(within(details).getByText(/\/login\?mode=invite&token=/)).toBeTruthy();
    const frame = within(details).getByTitle(/^HTML der E-Mail /);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!doctype html><html lang="de">/);
    // Pending: nothing to send again.
    expect(within(details).queryByRole('button', { name: 'Erneut senden' })).toBeNull();

    const filters = screen.getByRole('search', { name: 'Filter' });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Vorlage' }), { target: { value: 'reset' } });
    expect(await screen.findByText('Keine E-Mails für diese Suche.', {}, TIMEOUT)).toBeTruthy();
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Vorlage' }), { target: { value: 'invite' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    expect(await screen.findByText(address, {}, TIMEOUT)).toBeTruthy();
  });

  it('pages with "load more"', { timeout: 60_000 }, async () => {
    const prefix = freshAddress('page').split('@')[0]!;
    const api = await apiAs('admin');
    for (let i = 0; i < 26; i += 1) await api.post('/users/invite', { body: { email: `${prefix}-${i}@mail-test.example.org` } });
    // A newer message that does not match: the unfiltered list's first page is not the search's.
    await api.post('/users/invite', { body: { email: freshAddress('other') } });
    await openPage();
    await search(prefix);
    // The first page of the finished search (not of a half-typed one): 25 rows, all of them ours.
    await waitFor(() => {
      expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(25);
      expect(rows.every((row) => row.textContent?.includes(prefix))).toBe(true);
    }, TIMEOUT);
    expect(screen.getByText(`${prefix}-25@mail-test.example.org`)).toBeTruthy();
    expect(screen.queryByText(`${prefix}-0@mail-test.example.org`)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Weitere laden' }, TIMEOUT));
    expect(await screen.findByText(`${prefix}-0@mail-test.example.org`, {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();
  });
});

describe('template previews', () => {
  it('shows a template in the chosen language: subject, text and the HTML in a sandboxed frame', async () => {
    await openPage();
    const section = screen.getByRole('region', { name: 'Vorlagen' });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Vorlage' }), { target: { value: 'organisation-digest' } });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Sprache' }), { target: { value: 'fr' } });
    const frame = await within(section).findByTitle('Vorschau: Tageszusammenfassung (Französisch)', {}, TIMEOUT);
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<html lang="fr">'), TIMEOUT);
    expect(within(section).getByText(/^Nouveautés dans le territoire de Stadt Zürich/)).toBeTruthy();
    expect(within(section).getByText(/Nouveau spot : Velostreifen endet abrupt/)).toBeTruthy();
  });
});

describe('who gets in', () => {
  it('a moderator meets "no access"', async () => {
    await signInPage('moderator');
    renderAt('/admin/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
  });
});

describe('sending again', () => {
  const refused = freshAddress('gone');
  let smtp: SMTPServer;
  let server: { url: string; stop: () => Promise<void> };
  let shared: { apiBase: string; siteUrl: string };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        address.address === refused ? callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : callback(),
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer('mf-admin-emails-smtp', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    shared = { apiBase: config.apiBase, siteUrl: config.siteUrl };
    configure({ apiBase: `${server.url}/api`, siteUrl: server.url });
  }, 200_000);
  afterAll(async () => {
    if (shared) configure(shared);
    await server?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('a bounced message has "send again", which says so with a toast', async () => {
    await invite(refused);
    const api = await apiAs('admin');
    let id = 0;
    await waitFor(async () => {
      const page = await api.get('/admin/emails', { query: { q: refused } });
      expect(page.items[0]?.status).toBe('bounced');
      id = page.items[0]!.id;
    }, TIMEOUT);

    await openPage();
    await search(refused);
    const row = (await screen.findByText(refused, {}, TIMEOUT)).closest('tr')!;
    expect(within(row).getByText('Abgewiesen')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Details von / }));
    const details = (await screen.findByRole('heading', { level: 2, name: /Einladung/ }, TIMEOUT)).closest('section')!;
    expect(within(details).getByText(/No such mailbox/)).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('Die E-Mail wird erneut gesendet.'), TIMEOUT);
    // Refused again: tried twice, bounced again.
    await waitFor(
      async () => expect(await api.get('/admin/emails/:id', { params: { id: String(id) } })).toMatchObject({ status: 'bounced', attempts: 2 }),
      TIMEOUT,
    );
  });
});
