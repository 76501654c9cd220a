import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './pagination';
import { renderWithI18n } from '../../testing/i18n.ts';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [8, 10, [1, null, 7, 8, 9, 10]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('with addresses: a labelled navigation of links, the current page marked', () => {
    renderWithI18n(<Pagination page={5} pageCount={10} hrefFor={(p) => `/users/anna?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label') ?? l.textContent)).toEqual([
      'Previous',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next',
    ]);
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/users/anna?page=6');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(nav.querySelector('.ms-pagination__gap')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('on the first page there is nothing to go back to', () => {
    renderWithI18n(<Pagination page={1} pageCount={3} hrefFor={(p) => `?page=${p}`} />, { lng: 'de' });
    expect(screen.queryByRole('link', { name: 'Zurück' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('without addresses: buttons that report the chosen page', async () => {
    const change = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<Pagination page={2} pageCount={3} onPageChange={change} label="Spots of anna" />);
    expect(screen.getByRole('navigation', { name: 'Spots of anna' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(change.mock.calls).toEqual([[3], [1]]);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('is not shown for a single page', () => {
    const { container } = renderWithI18n(<Pagination page={1} pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });
});
