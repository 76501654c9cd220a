import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { renderWithI18n } from '../../testing/i18n.ts';

describe('Card', () => {
  it('has its title as a heading that links where the card leads', () => {
    renderWithI18n(<Card title="Broken bike lane" to="/spots/3" footer={<span>5 votes</span>} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Broken bike lane' });
    const link = screen.getByRole('link', { name: 'Broken bike lane' });
    expect(heading.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/spots/3');
    expect(screen.getByRole('article').className).toBe('ms-card ms-card--link');
    expect(screen.getByText('5 votes').parentElement?.className).toBe('ms-card__footer');
  });

  it('crops its cover to the card: a lazy, decorative image with the sizes to choose from', () => {
    renderWithI18n(
      <Card title="T" headingLevel={2} cover={{ src: '/p/1-640.webp', srcSet: '/p/1-320.webp 320w, /p/1-640.webp 640w', sizes: '20rem' }} />,
    );
    const img = document.querySelector('img.ms-card__cover')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toBe('/p/1-320.webp 320w, /p/1-640.webp 640w');
    expect(img.getAttribute('sizes')).toBe('20rem');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it("loads a priority cover at once and first (a page's largest paint)", () => {
    renderWithI18n(<Card title="Spot" cover={{ src: '/a.webp', priority: true }} />);
    const img = document.querySelector('img.ms-card__cover')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('without a picture (null) keeps a placeholder of the same size; without a cover prop it has none', () => {
    const { rerender } = renderWithI18n(<Card title="T" cover={null} />);
    expect(document.querySelector('.ms-card__cover--empty')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Card title="T" />);
    expect(document.querySelector('.ms-card__cover')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
