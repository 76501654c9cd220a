// axe on the area editor as rendered (jsdom: structure, names, roles, ARIA; the
// colours are checked by the e2e tests in a real browser once the pages are wired).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Providers } from '@moveable/shared';
import { signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { AreaEditor } from './area-editor.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the area editor is axe-clean', () => {
  it('(axe finds what it should here: an input without a name)', async () => {
    const { container } = render(<input type="text" />);
    expect(await violations(container)).not.toEqual([]);
  });

  it('choosing regions and drawing', async () => {
    resetBrowser();
    await signInPage('admin');
    const user = userEvent.setup();
    const { container } = render(
      <Providers>
        <AreaEditor platform="bikeable" slug="lugano" />
      </Providers>,
    );
    await screen.findByRole('group', { name: 'Regionen' }, TIMEOUT);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Ein auf der Karte gezeichneter Umriss' }));
    await screen.findByRole('button', { name: 'Ecke in der Kartenmitte hinzufügen' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Ecke am Ende hinzufügen' }));
    expect(await violations(container)).toEqual([]);
  });
});
