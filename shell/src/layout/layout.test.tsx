// The layouts of spec §2 that draw less than the default: bare (logo, no navigation, no footer)
// and no header or footer (the content alone, for the apps' web views).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Providers, addTranslations, loadLanguage, setCurrentRoute } from '@moveable/shared';
import type { LayoutName, Owner } from '@moveable/contract';
import { Layout } from './layout.tsx';
import { outletNode } from './outlet.ts';
import { SHELL_NAMESPACE, shellTexts } from '../i18n/index.ts';

const deployed = new Set<Owner>(['mf-spots', 'mf-map', 'mf-news', 'mf-auth']);

function renderLayout(name: LayoutName) {
  return render(
    <Providers>
      <Layout name={name} page={null} deployed={deployed} />
    </Providers>,
  );
}

beforeAll(() => {
  addTranslations(SHELL_NAMESPACE, shellTexts);
  return loadLanguage();
});
afterEach(() => setCurrentRoute(null));

describe('Layout', () => {
  it('default: header with navigation, main with the outlet, footer', () => {
    renderLayout('default');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(screen.getByRole('main').contains(outletNode())).toBe(true);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("the footer names the page's country and leads to the country chooser, which comes back here", () => {
    history.replaceState(null, '', '/spots?sort=new');
    renderLayout('default');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Land: Schweiz' });
    expect(link.getAttribute('href')).toBe('/ipcountry?redirect=%2Fspots%3Fsort%3Dnew');
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
