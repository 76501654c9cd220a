import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { i18n } from '../runtime/i18n.ts';
import { getPageContext } from '../runtime/page-context.ts';
import { FilterBar } from './filter-bar.tsx';
import { apiScope, referenceKeys } from './reference-data.ts';
import type { Category, Region } from './types.ts';
import type { SpotFilters } from './filters.ts';

const categories: Category[] = [
  { id: 1, slug: 'snow', label: 'Schnee', labels: { de: 'Schnee', fr: 'Neige', it: 'Neve', en: 'Snow' }, temporary: true },
  { id: 2, slug: 'parking', label: 'Parkieren', labels: { de: 'Parkieren', fr: 'Stationnement', it: 'Parcheggio', en: 'Parking' }, temporary: false },
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

beforeEach(async () => {
  history.replaceState(null, '', '/spots');
  await i18n.changeLanguage('de');
});
afterEach(() => cleanup());

describe('FilterBar', () => {
  it('names every control (fieldsets with legends, labelled selects and inputs)', () => {
    render(<Controlled />, { wrapper });
    const form = screen.getByRole('form', { name: 'Spots filtern' });
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
    const begin = screen.getByLabelText('Von') as HTMLInputElement;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(begin, { target: { value: '2024-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ begin: '2024-03-01', categoryIds: [] });
    fireEvent.change(begin, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: [] });
  });

  it('shows the categories in the page language and keeps a linked region selected before the list arrives', () => {
    render(<Controlled initial={{ categoryIds: [2], regionId: 99 }} />, { wrapper });
    expect(screen.getByRole('checkbox', { name: 'Parkieren' })).toHaveProperty('checked', true);
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe('99');
  });

  it('shows "newest first" for a linked distance sort while no position is known', () => {
    render(<Controlled initial={{ categoryIds: [], sort: 'distance' }} />, { wrapper });
    expect((screen.getByRole('combobox', { name: 'Sortieren nach' }) as HTMLSelectElement).value).toBe('date');
  });
});
