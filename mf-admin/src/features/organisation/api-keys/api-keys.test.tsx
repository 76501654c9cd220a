// The API keys section against the real API: an organisation's admin creates a key (the secret
// shown once, with the focus on its heading, a copy button and the warning; hidden for good after
// "Done", the list shows only its hint), revokes it after a question (announced in the live
// region), and the API agrees; a plain member does not see the section.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('API keys on the organisation page', () => {
  it('creates a key shown once with copy and warning, lists only its hint, revokes it after asking', async () => {
    await signInPage('member');
    renderAt('/admin/organization/bikeable/zuerich');
    const section = await screen.findByRole('region', { name: 'API-Schlüssel' }, TIMEOUT);
    const user = userEvent.setup();
    const form = await within(section).findByRole('form', { name: 'Neuer API-Schlüssel' }, TIMEOUT);

    // The page's own check, on the field, with the focus.
    await user.click(within(form).getByRole('button', { name: 'Schlüssel erstellen' }));
    const nameField = within(form).getByLabelText('Name (wofür der Schlüssel ist)');
    await waitFor(() => expect(document.activeElement).toBe(nameField), TIMEOUT);
    expect(nameField.getAttribute('aria-invalid')).toBe('true');

    const name = unique('Meldesystem');
    await user.type(nameField, name);
    await user.click(within(form).getByRole('button', { name: 'Schlüssel erstellen' }));
    const created = await within(section).findByRole('group', { name: `Neuer Schlüssel «${name}»` }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(within(created).getByRole('heading', { name: `Neuer Schlüssel «${name}»` })));
    expect(created.textContent).toContain('nur dieses eine Mal angezeigt');
    const secretField = within(created).getByLabelText('Der neue API-Schlüssel') as HTMLInputElement;
    expect(secretField.readOnly).toBe(true);
    const secret = secretField.value;
    expect(secret).toMatch(/^mvk_[A-Za-z0-9_-]{43}$/);

    await user.click(within(created).getByRole('button', { name: 'Schlüssel kopieren' }));
    expect(await within(created).findByText('Schlüssel in die Zwischenablage kopiert.', {}, TIMEOUT)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(within(created).getByRole('button', { name: 'Fertig, Schlüssel ausblenden' }));
    expect(within(section).queryByRole('group', { name: `Neuer Schlüssel «${name}»` })).toBeNull();
    expect(document.activeElement).toBe(nameField);
    const list = within(section).getByRole('list', { name: 'API-Schlüssel der Organisation' });
    const item = (await within(list).findByRole('heading', { level: 3, name }, TIMEOUT)).closest('li')!;
    expect(item.textContent).toContain(`${secret.slice(0, 8)}…${secret.slice(-4)}`);
    expect(item.textContent).toContain('aktiv');
    expect(section.textContent).not.toContain(secret);

    await user.click(within(item).getByRole('button', { name: `${name} widerrufen` }));
    expect(document.activeElement?.textContent).toContain('wirklich widerrufen');
    await user.click(within(item).getByRole('button', { name: 'Ja, widerrufen' }));
    expect(await within(section).findByText(`Der Schlüssel «${name}» ist widerrufen.`, {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(item.textContent).toContain('widerrufen am'), TIMEOUT);

    const stored = await (await apiAs('member')).get('/organisations/:slug/api-keys', { params: { slug: 'zuerich' } });
    const key = stored.items.find((k) => k.name === name);
    expect(key?.revokedAt).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('is not shown to a member who is not an admin of the organisation', async () => {
    await (await apiAs('admin')).post('/users/invite', { body: { email: 'pendler@bikeable.ch', organisation: 'zuerich', role: 'member' } });
    await signInPage('commuter');
    renderAt('/admin/organization/bikeable/zuerich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation: Stadt Zürich' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'API-Schlüssel' })).toBeNull();
  });
});
