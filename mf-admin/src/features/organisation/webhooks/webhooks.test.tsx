// The "Webhooks" section against the real API and a receiver started here: the organisation's
// admin adds a webhook (the page's checks on their fields first), sees the secret once, sends a
// test that the receiver gets signed with that secret, reads the delivery log, disables and
// enables it, and deletes it after confirming. All in English here; the texts' completeness in
// four languages is i18n/translations.test.ts's.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInPage, signOutPage } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../../test/render-route.tsx';

const TIMEOUT = { timeout: 15_000 };
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook-${Date.now().toString(36)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  resetBrowser();
  signOutPage();
});

describe('webhooks on the organisation page', () => {
  it('add (secret shown once), send a test, read the log, disable, enable, delete', async () => {
    await signInPage('member');
    renderAt('/en/admin/organization/bikeable/zuerich');
    const section = await screen.findByRole('region', { name: 'Webhooks' }, TIMEOUT);
    const user = userEvent.setup();

    // The page's checks: an address and at least one event.
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
    const address = within(section).getByLabelText('Address (URL)');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.type(address, url);
    for (const name of ['New spot in the area', 'New comment on such a spot', 'Spot fixed']) await user.click(within(section).getByLabelText(name));
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(await within(section).findByText('Please choose at least one event.')).toBeTruthy();
    await user.click(within(section).getByLabelText('Spot fixed'));
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));

    const secretBox = await within(section).findByRole('group', { name: 'Signing secret' }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(secretBox));
    const secret = within(secretBox).getByTestId('webhook-secret').textContent!;
    expect(secret).toMatch(/^whsec_/);
    const item = (await within(section).findByText(url, {}, TIMEOUT)).closest('li')!;
    expect(item.textContent).toContain('Events: Spot fixed');
    expect(item.textContent).toContain('Active');
    await user.click(within(secretBox).getByRole('button', { name: 'I have copied it' }));
    expect(within(section).queryByText(secret)).toBeNull();

    await user.click(within(item).getByRole('button', { name: `Send test to ${url}` }));
    expect(await within(section).findByText('Test delivered (answer 204).', {}, TIMEOUT)).toBeTruthy();
    const ping = received.at(-1)!;
    expect(ping.headers['moveable-event']).toBe('ping');
    const { t, v1 } = Object.fromEntries(
      String(ping.headers['moveable-signature'])
        .split(',')
        .map((p) => p.split('=')),
    ) as { t: string; v1: string };
    expect(createHmac('sha256', secret).update(`${t}.${ping.body}`).digest('hex')).toBe(v1);

    await user.click(within(item).getByRole('button', { name: `Deliveries of ${url}` }));
    const log = await within(item).findByRole('table', { name: `Newest deliveries to ${url}` }, TIMEOUT);
    const row = within(log).getAllByRole('row')[1]!;
    expect(within(row).getByText('ping')).toBeTruthy();
    expect(within(row).getByText('Delivered')).toBeTruthy();
    expect(within(row).getByText('204')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: `Disable ${url}` }));
    expect(await within(section).findByText(`${url} is disabled.`, {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(within(item).getByText('Disabled')).toBeTruthy(), TIMEOUT);
    await user.click(within(item).getByRole('button', { name: `Enable ${url}` }));
    expect(await within(section).findByText(`${url} is active again; waiting events go out now.`, {}, TIMEOUT)).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: `Delete ${url}` }));
    expect(document.activeElement?.textContent).toBe(`Delete the webhook ${url} and its delivery log?`);
    await user.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(section).findByText(`${url} is deleted.`, {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('heading', { name: url })).toBeNull(), TIMEOUT);
  });

  it('the server refuses an address that is not http(s): the error on the field', async () => {
    await signInPage('member');
    renderAt('/en/admin/organization/bikeable/zuerich');
    const section = await screen.findByRole('region', { name: 'Webhooks' }, TIMEOUT);
    const user = userEvent.setup();
    const address = within(section).getByLabelText('Address (URL)');
    await user.type(address, 'https://user:secret@example.org/hook');
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(section).findByText('This address cannot be used: it must be https and reachable on the internet.', {}, TIMEOUT),
    ).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);
  });
});
