// The layouts of spec §2 that draw less than the default: bare (logo, no navigation, no footer)
// and no header or footer (the content alone, for the apps' web views).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Providers, setCurrentRoute } from '@moveable/shared';
import type { LayoutName, Owner } from '@moveable/contract';
import { Layout } from './layout.tsx';
import { outletNode } from './outlet.ts';

const deployed = new Set<Owner>(['mf-spots', 'mf-map', 'mf-news', 'mf-auth']);

function renderLayout(name: LayoutName) {
  return render(
    <Providers>
      <Layout name={name} page={null} deployed={deployed} />
    </Providers>,
  );
}

afterEach(() => setCurrentRoute(null));

describe('Layout', () => {
  it('default: header with navigation, main with the outlet, footer', () => {
    renderLayout('default');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(screen.getByRole('main').contains(outletNode())).toBe(true);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('bare: the platform logo and name over the page, no navigation, no links, no footer', () => {
    const { container } = renderLayout('bare');
    expect(container.querySelector('.shell-bare-brand')?.textContent).toBe('bikeable');
    expect(container.querySelector('.shell-bare-brand img')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull(); // a logo, not a site header
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').contains(outletNode())).toBe(true);
  });

  it('no header or footer: the main area alone', () => {
    const { container } = renderLayout('no-header-footer');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.firstElementChild).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').contains(outletNode())).toBe(true);
  });
});
