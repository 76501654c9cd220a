import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { i18n } from '../runtime/i18n.ts';
import { getPageContext, setPageContext } from '../runtime/page-context.ts';
import { FilterBar } from './filter-bar.tsx';
import { apiScope, referenceKeys } from './reference-data.ts';
import type { Category, Region } from './types.ts';
import type { SpotFilters } from './filters.ts';
import { loadAllLanguages } from '../../testing/languages.ts';

// Pages load one language's texts; the tests switch between all four.
beforeAll(() => loadAllLanguages());

const categories: Category[] = [
  { id: 1, slug: 'snow', label: 'Schnee', labels: { de: 'Schnee', fr: 'Neige', it: 'Neve', en: 'Snow' }, temporary: true, icon: null },
  {
    id: 2,
    slug: 'parking',
    label: 'Parkieren',
    labels: { de: 'Parkieren', fr: 'Stationnement', it: 'Parcheggio', en: 'Parking' },
    temporary: false,
    icon: null,
  },
];
const regions: Region[] = [{ id: 5, slug: 'zuerich', name: 'Zürich', country: 'ch', bbox: [8.4, 47.3, 8.6, 47.4] }];

// The lists come from the cache here (no API in the shared package's tests); the API-backed
// path is covered by mf-spots' component tests.
function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const scope = apiScope(getPageContext());
  client.setQueryData(referenceKeys.categories(scope), categories);
  client.setQueryData(referenceKeys.regions(scope), regions);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

function Controlled({ initial = { categoryIds: [] }, onChange }: { initial?: SpotFilters; onChange?: (f: SpotFilters) => void }) {
  const [filters, setFilters] = useState<SpotFilters>(initial);
  return (
    <FilterBar
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange?.(next);
      }}
      canSortByDistance={false}
    />
  );
}

/** Every filter is in the sheet the Filters button opens. */
async function openSheet(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.getByRole('dialog', { name: 'Filter' });
}

beforeEach(async () => {
  history.replaceState(null, '', '/spots');
  await i18n.changeLanguage('de');
});
afterEach(() => cleanup());

describe('FilterBar', () => {
  it('names every control (fieldsets with legends, labelled selects and inputs)', async () => {
    render(<Controlled />, { wrapper });
    const form = screen.getByRole('form', { name: 'Spots filtern' });
    await openSheet();
    expect(within(form).getByRole('group', { name: 'Art' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Alle' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('combobox', { name: 'Behoben' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Offizielle Antwort' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Region' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Sortieren nach' })).toBeTruthy();
    expect(within(form).getByLabelText('Von')).toHaveProperty('type', 'date');
    expect(within(form).getByLabelText('Bis')).toHaveProperty('type', 'date');
    expect(within(form).getByRole('checkbox', { name: 'Archivierte Spots statt aktueller zeigen' })).toBeTruthy();
    const categoryGroup = within(form).getByRole('group', { name: 'Kategorien' });
    expect(
      within(categoryGroup)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Schnee', 'Parkieren']);
    // distance needs a position
    expect(within(form).queryByRole('option', { name: 'Nächste zuerst' })).toBeNull();
  });

  it('reports each change as normalised filters, by keyboard and pointer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />, { wrapper });
    await openSheet(user);
    await user.click(screen.getByRole('radio', { name: 'Shame (schlechte Orte)' }));
    expect(onChange).toHaveBeenLastCalledWith({ famed: false, categoryIds: [] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Behoben' }), 'Nur behobene');
    expect(onChange).toHaveBeenLastCalledWith({ famed: false, fixed: true, categoryIds: [] });
    await user.click(screen.getByRole('checkbox', { name: 'Parkieren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Schnee' }));
    expect(onChange).toHaveBeenLastCalledWith({ famed: false, fixed: true, categoryIds: [1, 2] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Zürich');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ regionId: 5 }));
    await user.click(screen.getByRole('checkbox', { name: 'Archivierte Spots statt aktueller zeigen' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ archived: true }));
    expect(screen.getByText('5 Filter aktiv')).toBeTruthy();

    // real form controls: the keyboard works as in any native form
    screen.getByRole('checkbox', { name: 'Schnee' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [2] }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Parkieren' }));

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: [] });
    expect(screen.getByRole('radio', { name: 'Alle' })).toHaveProperty('checked', true);
  });

  it('takes dates only when they are real dates', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />, { wrapper });
    await openSheet();
    const begin = screen.getByLabelText('Von') as HTMLInputElement;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(begin, { target: { value: '2024-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2024-03-01', categoryIds: [] });
    fireEvent.change(begin, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: [] });
  });

  it('shows the categories in the page language and keeps a linked region selected before the list arrives', async () => {
    render(<Controlled initial={{ categoryIds: [2], regionId: 99 }} />, { wrapper });
    await openSheet();
    expect(screen.getByRole('checkbox', { name: 'Parkieren' })).toHaveProperty('checked', true);
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe('99');
  });

  it('shows "newest first" for a linked distance sort while no position is known', async () => {
    render(<Controlled initial={{ categoryIds: [], sort: 'distance' }} />, { wrapper });
    await openSheet();
    expect((screen.getByRole('combobox', { name: 'Sortieren nach' }) as HTMLSelectElement).value).toBe('date');
  });
});

describe('FilterBar: results first', () => {
  it('keeps fame and shame one click away as toggle chips that exclude each other', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />, { wrapper });
    const type = screen.getByRole('list', { name: 'Art' });
    const fame = within(type).getByRole('button', { name: 'Fame (gute Orte)' });
    const shame = within(type).getByRole('button', { name: 'Shame (schlechte Orte)' });
    expect([fame.getAttribute('aria-pressed'), shame.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    await user.click(shame);
    expect(onChange).toHaveBeenLastCalledWith({ famed: false, categoryIds: [] });
    expect(shame.getAttribute('aria-pressed')).toBe('true');
    await user.click(fame);
    expect(onChange).toHaveBeenLastCalledWith({ famed: true, categoryIds: [] });
    expect([fame.getAttribute('aria-pressed'), shame.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    await user.click(fame);
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: [] });
  });

  it('says on the Filters button how many filters are on, and opens the sheet from it', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={{ famed: false, fixed: true, categoryIds: [1] }} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Filter (3 aktiv)' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const sheet = await openSheet(user);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(sheet.id);
    expect(within(sheet).getByRole('status').textContent).toContain('3 Filter aktiv');
    await user.click(within(sheet).getByRole('button', { name: 'Ergebnisse anzeigen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the filters that are on as chips; removing one moves focus to the next, the last to the Filters button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Controlled
        initial={{ famed: true, fixed: true, regionId: 5, categoryIds: [1, 2], begin: '2024-03-01', archived: true, sort: 'votes' }}
        onChange={onChange}
      />,
      { wrapper },
    );
    const active = screen.getByRole('list', { name: 'Aktive Filter' });
    const names = () =>
      within(active)
        .queryAllByRole('button', { name: /^Entfernen: / })
        .map((b) => b.getAttribute('aria-label'));
    expect(names()).toEqual([
      'Entfernen: Nur behobene',
      'Entfernen: Zürich',
      'Entfernen: Schnee',
      'Entfernen: Parkieren',
      'Entfernen: Ab 01.03.2024',
      'Entfernen: Archivierte Spots',
      'Entfernen: Sortiert: Meiste Stimmen',
    ]);
    await user.click(within(active).getByRole('button', { name: 'Entfernen: Schnee' }));
    expect(onChange).toHaveBeenLastCalledWith({
      famed: true,
      fixed: true,
      regionId: 5,
      categoryIds: [2],
      begin: '2024-03-01',
      archived: true,
      sort: 'votes',
    });
    expect(document.activeElement).toBe(within(active).getByRole('button', { name: 'Entfernen: Parkieren' }));
    await user.click(within(active).getByRole('button', { name: 'Entfernen: Sortiert: Meiste Stimmen' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ sort: expect.anything() }));
    expect(document.activeElement).toBe(within(active).getByRole('button', { name: 'Entfernen: Archivierte Spots' }));

    await user.click(within(active).getByRole('button', { name: 'Alle entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: [] });
    expect(screen.queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' }));
  });

  it('"clear all" resets to what the page calls reset (an embed keeps its starting filters)', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<FilterBar filters={{ fixed: true, categoryIds: [] }} onChange={() => {}} onReset={onReset} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Alle entfernen' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ count: 24, more: true }, 'Mehr als 24 Spots'],
    [{ count: 7 }, '7 Spots'],
    [{ count: 1 }, '1 Spot'],
    [{ count: 312, inView: true }, '312 Spots in diesem Ausschnitt'],
  ])('says what the filters found (%j: %s), beside them and in the sheet', async (results, text) => {
    render(<FilterBar filters={{ categoryIds: [] }} onChange={() => {}} results={results} />, { wrapper });
    expect(screen.getByText(text, { selector: '.mv-filter-bar__results' })).toBeTruthy();
    const sheet = await openSheet();
    expect(within(sheet).getByRole('status').textContent).toContain(text);
  });

  it('compact (over a map): chips and the Filters button only; a non-modal sheet that Escape closes from the bar too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterBar
        filters={{ fixed: true, categoryIds: [] }}
        onChange={onChange}
        compact
        results={{ count: 12, inView: true }}
        sheet={{ modal: false, className: 'on-the-map' }}
      />,
      { wrapper },
    );
    expect(screen.queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
    expect(screen.queryByText('12 Spots in diesem Ausschnitt')).toBeNull();
    const sheet = await openSheet(user);
    expect(sheet.className).toContain('on-the-map');
    expect(within(sheet).getByRole('status').textContent).toContain('12 Spots in diesem Ausschnitt');
    // the results are beside the sheet: no button to show them
    expect(within(sheet).queryByRole('button', { name: 'Ergebnisse anzeigen' })).toBeNull();
    const shame = screen.getByRole('button', { name: 'Shame (schlechte Orte)' });
    await user.click(shame);
    expect(onChange).toHaveBeenLastCalledWith({ famed: false, fixed: true, categoryIds: [] });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(shame);
  });

  it.each([
    ['fr', 'Filtres (1 actif)', 'Tout effacer'],
    ['it', 'Filtri (1 attivo)', 'Rimuovi tutti'],
    ['en', 'Filters (1 active)', 'Clear all'],
  ] as const)('%s: the bar speaks the page language', async (lng, button, clear) => {
    await i18n.changeLanguage(lng);
    setPageContext({ locale: lng });
    try {
      render(<Controlled initial={{ fixed: true, categoryIds: [] }} />, { wrapper });
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
      expect(screen.getByRole('button', { name: clear })).toBeTruthy();
    } finally {
      setPageContext({ locale: 'de' });
    }
  });
});
