// The photos folder against the real API (POST /api/photos over XMLHttpRequest): progress,
// thumbnails from the server, the API's refusals translated, retry and remove.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, config } from '@moveable/shared';
import { registerAllTranslations } from '../../../i18n/index.ts';
import { resetBrowser } from '../../../../test/render-route.tsx';
import { signInPage, signOutPage } from '../../../../test/accounts.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { thumbnailOf } from './thumbnail.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';
import { recordAdded, serveFromApiOrigin, tinyPng } from '../../../../test/same-origin.ts';

registerAllTranslations(); // every part of the texts: a test renders any page
const TIMEOUT = { timeout: 10_000 };
let lastIds: number[] = [];

function Harness() {
  const uploads = usePhotoUploads({ target: '/photos', max: 3 });
  lastIds = uploads.photoIds;
  return <PhotoPicker uploads={uploads} max={3} />;
}

const renderPicker = () =>
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
const rows = () => within(screen.getByRole('list', { name: 'Gewählte Fotos' })).getAllByRole('listitem');

beforeAll(serveFromApiOrigin);
afterEach(() => {
  resetBrowser();
  signOutPage();
});

describe('thumbnailOf', () => {
  const photo = { id: 7, url: '/api/photos/7', width: 1, height: 1, showsFix: false, srcset: null };
  it('shows the local preview, except of HEIC (browsers cannot): then the server small size once uploaded', () => {
    const png = tinyPng('a.png');
    expect(thumbnailOf({ file: png, previewUrl: 'blob:x', photo: null })).toBe('blob:x');
    const heic = new File(['x'], 'IMG_1.HEIC', { type: '' });
    expect(thumbnailOf({ file: heic, previewUrl: 'blob:y', photo: null })).toBeNull();
    expect(thumbnailOf({ file: heic, previewUrl: 'blob:y', photo })).toBe(`${config.siteUrl}/api/photos/7?size=small`);
  });
});

describe('PhotoPicker with usePhotoUploads', () => {
  it('uploads with a named progress bar and a thumbnail; the first is the cover', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderPicker();
    const progress = recordAdded('progress');
    await user.upload(screen.getByLabelText('Fotos hinzufügen'), [tinyPng('eins.png'), tinyPng('zwei.png')]);
    await waitFor(() => expect(screen.getAllByText(/^Hochgeladen/)).toHaveLength(2), TIMEOUT);
    progress.stop();
    expect(progress.seen.map((p) => p.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['Hochladen von eins.png', 'Hochladen von zwei.png']),
    );
    expect(within(rows()[0]!).getByText('Hochgeladen (Titelbild)')).toBeTruthy();
    expect(screen.getByText('2 von 2 Fotos hochgeladen.')).toBeTruthy();
    expect(lastIds).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Foto 2: zwei.png' }).getAttribute('src')).toMatch(/^blob:/); // the local preview
  });

  it('translates the API refusal of a file that is no image (415), offers no retry, and removes it', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderPicker();
    const input = screen.getByLabelText('Fotos hinzufügen');
    await user.upload(input, new File(['not a photo at all'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Das ist kein Foto im Format JPEG, PNG, WebP oder HEIC.', {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'fake.jpg nochmals hochladen' })).toBeNull();
    expect(screen.getByText(/1 Foto konnte nicht hochgeladen werden/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'fake.jpg entfernen' }));
    expect(screen.queryByRole('list', { name: 'Gewählte Fotos' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('refuses other files before sending, and more than the limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signInPage('user');
    renderPicker();
    await user.upload(screen.getByLabelText('Fotos hinzufügen'), [
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
      tinyPng('a.png'),
      tinyPng('b.png'),
      tinyPng('c.png'),
    ]);
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('Das ist kein Foto im Format JPEG, PNG, WebP oder HEIC.')).toBeTruthy();
    expect(screen.getByText(/Höchstens 3 Fotos: 1 Foto wurde weggelassen/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/^Hochgeladen/)).toHaveLength(2), TIMEOUT);
  });

  it('signed out the upload fails (401) with a way back; after signing in, "try again" uploads it', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.upload(screen.getByLabelText('Fotos hinzufügen'), tinyPng('später.png'));
    expect(await screen.findByText('Deine Sitzung ist abgelaufen. Melde dich wieder an und versuche es nochmals.', {}, TIMEOUT)).toBeTruthy();
    await signInPage('user');
    await user.click(screen.getByRole('button', { name: 'später.png nochmals hochladen' }));
    expect(await screen.findByText('Hochgeladen (Titelbild)', {}, TIMEOUT)).toBeTruthy();
    expect(lastIds).toHaveLength(1);
  });
});
