import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Providers, type OfficialAnswerStatus, type SpotDetail } from '@moveable/shared';
import { SpotDetailView } from './spot-detail-view.tsx';
import { registerAllTranslations } from '../../i18n/index.ts';
import { resetBrowser } from '../../../test/render-route.tsx';

registerAllTranslations(); // every part of the texts: a test renders any page
afterEach(resetBrowser);

const spot: SpotDetail = {
  id: 9,
  legacyId: null,
  platform: 'bikeable',
  country: 'ch',
  title: 'Kreuzung <b>ohne</b> Velofurt',
  famed: false,
  fixed: true,
  archived: false,
  hasOfficialAnswer: true,
  location: { lat: 47.3769, lng: 8.5417 },
  address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
  categoryIds: [2],
  regionIds: [1],
  coverPhoto: null,
  votes: 12,
  comments: 1,
  createdAt: '2024-03-05T10:00:00Z',
  updatedAt: '2024-03-06T10:00:00Z',
  description: '',
  photos: [
    { id: 1, url: '/api/photos/1', width: 900, height: 600, showsFix: false, srcset: null },
    { id: 2, url: '/api/photos/2', width: 600, height: 900, showsFix: true, srcset: null },
  ],
  categories: [
    {
      id: 2,
      slug: 'crossing',
      label: 'Kreuzung',
      labels: { de: 'Kreuzung', fr: 'Carrefour', it: 'Incrocio', en: 'Crossing' },
      temporary: false,
      icon: 'crossing',
    },
  ],
  regions: [{ id: 1, slug: 'zuerich', name: 'Stadt Zürich' }],
  author: { id: 3, username: 'velofan' },
  officialAnswer: {
    organisation: { slug: 'zuerich', name: 'Stadt Zürich' },
    status: 'fixed',
    text: 'Die Velofurt wurde markiert.',
    createdAt: '2024-04-01T08:00:00Z',
    plannedFor: null,
  },
  archiveAt: null,
  fixProposals: 0,
  fixProposalsNeeded: 3,
};

const HOSTILE = [
  'Gefährlich! <script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned=3">klick</a>',
  'javascript:alert(1)',
  'https://example.org/a"onmouseover="window.__pwned=4',
  '<svg onload="window.__pwned=5"></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  'Mehr auf www.stadt-zuerich.ch/velo und mail@example.org.',
].join('\n');

describe('SpotDetailView', () => {
  it('shows a hostile description as text: no script, no handlers, only safe links', () => {
    const { container } = render(<SpotDetailView spot={{ ...spot, description: HOSTILE }} />, { wrapper: Providers });
    const description = container.querySelector('.mv-prose')!;
    expect(description.querySelectorAll('script, img, svg, iframe, style, object, embed').length).toBe(0);
    for (const el of description.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
    const hrefs = [...description.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // addresses in the text become links (also the one a hostile tag named); javascript: never does
    expect(hrefs).toEqual(['https://example.org/a', 'https://evil.example', 'https://www.stadt-zuerich.ch/velo', 'mailto:mail@example.org']);
    for (const a of description.querySelectorAll('a')) expect(a.getAttribute('rel')).toContain('noopener');
    // what was markup is readable text
    expect(description.textContent).toContain('<script>window.__pwned = 1</script>');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the title as text, the state, photos with alt texts, facts and the official answer', async () => {
    render(<SpotDetailView spot={{ ...spot, description: 'Zeile 1\nZeile 2' }} />, { wrapper: Providers });
    expect(screen.getByRole('heading', { level: 1, name: 'Kreuzung <b>ohne</b> Velofurt' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Status' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shame', 'Behoben', 'Offizielle Antwort']);
    expect(screen.getByRole('img', { name: 'Foto 1 von 2 zum Spot «Kreuzung <b>ohne</b> Velofurt»' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto 2 von 2 zum Spot «Kreuzung <b>ohne</b> Velofurt»' })).toBeTruthy();
    expect(screen.getByText('Zeigt die Behebung')).toBeTruthy();
    expect(document.querySelector('.mv-prose')?.innerHTML).toBe('Zeile 1<br>Zeile 2');

    const answer = screen.getByRole('region', { name: 'Offizielle Antwort' });
    expect(within(answer).getByText('Antwort von Stadt Zürich')).toBeTruthy();
    expect(within(answer).getByText('Erledigt')).toBeTruthy();
    expect(within(answer).getByText('Die Velofurt wurde markiert.')).toBeTruthy();
    expect(within(answer).getByText('am 1. April 2024')).toBeTruthy();

    // the category's icon beside its label, hidden from assistive technology, drawn once loaded from the API
    const category = screen.getByText('Kreuzung');
    const icon = await waitFor(
      () => {
        const element = category.querySelector<HTMLElement>('[data-icon="road-variant"]');
        expect(element).not.toBeNull();
        return element!;
      },
      { timeout: 10_000 },
    );
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(icon.style.backgroundColor).toBe('currentcolor'), { timeout: 10_000 });
    expect(screen.getAllByText('Stadt Zürich').length).toBeGreaterThan(0);
    expect(screen.getByText('Bahnhofstrasse 1')).toBeTruthy();
    expect(screen.getByText('12 Stimmen')).toBeTruthy();
    expect(screen.getByText('Erfasst von velofan')).toBeTruthy();
    expect(screen.getByText('Erfasst am 5. März 2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auf der Karte zeigen' }).getAttribute('href')).toBe('/map?center=47.3769,8.5417&zoom=17');
  });

  it('says so when there is no description, and names a deleted author', () => {
    render(<SpotDetailView spot={{ ...spot, description: '', author: null, officialAnswer: null, photos: [] }} />, { wrapper: Providers });
    expect(screen.getByText('Keine Beschreibung.')).toBeTruthy();
    expect(screen.getByText('Erfasst von einem gelöschten Konto')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offizielle Antwort' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each<[OfficialAnswerStatus, string]>([
    ['acknowledged', 'Erhalten'],
    ['planned', 'Geplant'],
    ['in_progress', 'In Arbeit'],
    ['fixed', 'Erledigt'],
    ['rejected', 'Nicht geplant'],
  ])('shows the answer status %s as «%s» with a check mark', (status, word) => {
    render(<SpotDetailView spot={{ ...spot, officialAnswer: { ...spot.officialAnswer!, status, plannedFor: null } }} />, { wrapper: Providers });
    const answer = screen.getByRole('region', { name: 'Offizielle Antwort' });
    const value = answer.querySelector('.mv-official-answer__value')!;
    expect(value.textContent?.trim()).toBe(word);
    expect(value.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the planned date with "planned" and the answer text through linkify', () => {
    const officialAnswer = {
      ...spot.officialAnswer!,
      status: 'planned' as const,
      plannedFor: '2027-03-01',
      text: 'Siehe https://stadt.example/velo <img src=x onerror="window.__pwned=9">',
    };
    render(<SpotDetailView spot={{ ...spot, officialAnswer }} />, { wrapper: Providers });
    const answer = screen.getByRole('region', { name: 'Offizielle Antwort' });
    expect(within(answer).getByText('– vorgesehen für 1. März 2027')).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'https://stadt.example/velo' }).getAttribute('href')).toBe('https://stadt.example/velo');
    expect(answer.querySelector('img')).toBeNull();
    expect(within(answer).getByText(/<img src=x onerror=/)).toBeTruthy();
  });
});
