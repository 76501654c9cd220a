// The notice as a reader meets it: a real HTTP server plays the site's builds/latest.json, the
// shell's toast region shows the offer, and the keyboard takes it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers, ToastRegion, addTranslations, createToastStore, i18n } from '@moveable/shared';
import { NEW_BUILD_NAMESPACE, newBuildTexts } from './i18n/index.ts';
import { startNewBuildNotice, type NewBuildNotice } from './new-build-notice.ts';

// Registered before the tests, so every test has the four languages (tools/vitest-setup.ts);
// the notice registers the same loaders again as it starts.
addTranslations(NEW_BUILD_NAMESPACE, newBuildTexts);

let server: Server;
let url: string;
let id = 'build-1';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/builds/latest.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(JSON.stringify({ id }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/builds/latest.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let notice: NewBuildNotice | undefined;
afterEach(async () => {
  notice?.watch.stop();
  await i18n.changeLanguage('de');
});

describe('the new-build notice', () => {
  it.each([
    ['de', 'Eine neue Version ist da. Sie lädt beim nächsten Seitenwechsel von selbst, oder du lädst jetzt neu.', 'Neu laden'],
    ['fr', 'Une nouvelle version est disponible. Elle se charge d’elle-même à la prochaine page, ou rechargez maintenant.', 'Recharger'],
  ] as const)('offers a reload in a polite status toast (%s), which the keyboard reaches and takes', async (lng, message, label) => {
    await i18n.changeLanguage(lng);
    id = 'build-1';
    const store = createToastStore();
    const reloads: string[] = [];
    render(
      <Providers>
        <button type="button">before</button>
        <ToastRegion store={store} />
      </Providers>,
    );
    notice = startNewBuildNotice({ url, firstCheckMs: 0, pollMs: 20, toasts: store, reload: () => reloads.push('reload') });
    await expect.poll(() => notice!.watch.startId).toBe('build-1');
    expect(notice.stale).toBe(false);
    expect(store.getSnapshot()).toEqual([]);

    id = 'build-2';
    const status = screen.getByRole('status');
    const button = await within(status).findByRole('button', { name: label }, { timeout: 5000 });
    expect(within(status).getByText(message)).toBeTruthy();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(notice.stale).toBe(true);

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(reloads).toEqual(['reload']);

    // Not taken, the offer still holds: the next route change (as single-spa announces it) reloads.
    const routing = (oldUrl: string, newUrl: string) =>
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));
    routing('http://site.test/spots', 'http://site.test/spots');
    expect(reloads).toEqual(['reload']);
    routing('http://site.test/spots', 'http://site.test/map');
    expect(reloads).toEqual(['reload', 'reload']);
  });
});
