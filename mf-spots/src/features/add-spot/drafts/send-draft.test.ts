// Sending a kept draft against the real API: photos uploaded once and in order, the draft gone
// only after the spot exists, the same draft sent again still one spot, kept as it is when the
// server cannot be reached, and kept with the reason when the server refuses it. The drafts are
// held in a Map here: IndexedDB with photos as Blobs runs in Chromium (e2e/tests/offline-draft.spec.ts).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config, configure, getPageContext } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '../../../../test/accounts.ts';
import { serveFromApiOrigin, tinyPng } from '../../../../test/same-origin.ts';
import { resetBrowser } from '../../../../test/render-route.tsx';
import { uploadPhoto } from '../../common/photos/index.ts';
import type { SpotDraft } from './draft.ts';
import { sendDraft, type DraftKeeping } from './send-draft.ts';

beforeAll(serveFromApiOrigin);
afterEach(() => {
  resetBrowser();
  signOutPage();
});

function memoryKeeping() {
  const kept = new Map<string, SpotDraft>();
  const saved: SpotDraft[] = [];
  const keeping: DraftKeeping = {
    save: async (draft) => {
      saved.push(structuredClone({ ...draft, photos: draft.photos.map((p) => ({ ...p, file: null as unknown as Blob })) }));
      kept.set(draft.id, draft);
    },
    remove: async (id) => void kept.delete(id),
  };
  return { kept, saved, keeping };
}

async function draftOf(title: string, photos: SpotDraft['photos'] = []): Promise<SpotDraft> {
  const me = (await (await apiAs('user')).get('/users/me')).data;
  const context = getPageContext();
  return {
    id: crypto.randomUUID(),
    userId: me.id,
    platform: context.platform,
    country: context.country,
    locale: context.locale,
    savedAt: new Date().toISOString(),
    values: {
      famed: true,
      location: { lat: 46.95 + Math.random() * 0.01, lng: 7.44 },
      street: 'Bundesplatz 3',
      postalCode: '3005',
      city: 'Bern',
      country: 'CH',
      title,
      description: 'Offline geschrieben',
      categoryIds: [],
    },
    photos,
    problem: null,
  };
}

describe('sendDraft', () => {
  it('uploads the photos not uploaded yet, once, keeps the order, and removes the draft after the spot exists', async () => {
    await signInPage('user');
    const early = await uploadPhoto({ target: '/photos', file: tinyPng('vorher.png'), context: getPageContext() });
    const title = `Offline-Entwurf ${Date.now().toString(36)}`;
    const draft = await draftOf(title, [
      { file: tinyPng('vorher.png'), name: 'vorher.png', photoId: early.id },
      { file: tinyPng('offline.png'), name: 'offline.png', photoId: null },
    ]);
    const store = memoryKeeping();
    store.kept.set(draft.id, draft);

    const outcome = await sendDraft(draft, getPageContext(), store.keeping);
    expect(outcome.kind).toBe('sent');
    if (outcome.kind !== 'sent') return;
    expect(outcome.spot.title).toBe(title);
    expect(outcome.spot.photos.map((p) => p.id)[0]).toBe(early.id);
    expect(outcome.spot.photos).toHaveLength(2);
    // the upload's id was kept before the spot was sent: a lost connection would not upload it twice
    expect(store.saved[0]?.photos.map((p) => p.photoId)).toEqual([early.id, outcome.spot.photos[1]?.id]);
    expect(store.kept.has(draft.id)).toBe(false);

    // the answer was lost and the draft is sent again: the same spot, not a second
    const again = await sendDraft(draft, getPageContext(), memoryKeeping().keeping);
    expect(again.kind === 'sent' && again.spot.id).toBe(outcome.spot.id);
  });

  it('keeps the draft as it is when the server cannot be reached', async () => {
    await signInPage('user');
    const draft = await draftOf(`Ohne Netz ${Date.now().toString(36)}`, [{ file: tinyPng('a.png'), name: 'a.png', photoId: null }]);
    const store = memoryKeeping();
    store.kept.set(draft.id, draft);
    const apiBase = config.apiBase;
    configure({ apiBase: 'http://127.0.0.1:9/api' }); // nothing listens there
    try {
      expect(await sendDraft(draft, getPageContext(), store.keeping)).toEqual({ kind: 'waiting' });
    } finally {
      configure({ apiBase });
    }
    expect(store.kept.get(draft.id)).toBe(draft);
    expect(draft.photos[0]?.photoId).toBeNull();
    expect(store.saved).toHaveLength(0);
  });

  it('keeps a refused draft with the reason, for its author to fix', async () => {
    await signInPage('user');
    const draft = await draftOf('x'.repeat(500));
    const store = memoryKeeping();
    store.kept.set(draft.id, draft);
    expect(await sendDraft(draft, getPageContext(), store.keeping)).toEqual({ kind: 'refused', problem: 'add.errors.title' });
    expect(store.kept.get(draft.id)?.problem).toBe('add.errors.title');
  });
});
