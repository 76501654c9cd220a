// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';
import { renderWithI18n } from '../../testing/i18n.ts';
import { UiThemeProvider } from './theme-context';

const alert = () => screen.getByRole('alert');
const message = (container: HTMLElement) => container.querySelector('.ms-error-screen__message')?.textContent;

describe('ErrorScreen message (§8 order)', () => {
  it.each([
    ['explicit message wins', { message: 'Custom', data: { identifier: 'network' } }, 'Custom'],
    ['identifier text', { data: { identifier: 'network' } }, 'No connection. Please check your internet connection and try again.'],
    [
      'identifier is lower-cased',
      { data: { identifier: 'ChunkLoad' } },
      'Part of the app could not be loaded, probably because a new version is available. Please reload the page.',
    ],
    ['unknown identifier → generic', { data: { identifier: 'spot_locked' } }, 'Something went wrong. Please try again later.'],
    ['nothing → generic', {}, 'Something went wrong. Please try again later.'],
    [
      'raised error message is not the screen text',
      { error: { message: 'TypeError: x is undefined' } },
      'Something went wrong. Please try again later.',
    ],
  ])('%s', (_, props, expected) => {
    const { container } = renderWithI18n(<ErrorScreen {...props} />);
    expect(message(container)).toBe(expected);
  });

  it.each([
    ['de', 'forbidden', 'Dafür fehlt dir die Berechtigung.'],
    ['fr', 'unauthorized', 'Veuillez vous connecter pour continuer.'],
    ['it', 'server', 'Il nostro server ha riscontrato un problema. Riprova tra un momento.'],
  ] as const)('translates identifiers in %s', (lng, identifier, expected) => {
    const { container } = renderWithI18n(<ErrorScreen data={{ identifier }} />, { lng });
    expect(message(container)).toBe(expected);
  });
});

describe('ErrorScreen content', () => {
  it('announces title and message as an alert under a heading', () => {
    renderWithI18n(<ErrorScreen title="Could not load spots" message="Try later" />);
    const heading = within(alert()).getByRole('heading', { level: 2, name: 'Could not load spots' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Could not load spots' })).toBeTruthy();
  });

  it.each([
    [{}, 'Oops, something went wrong'],
    [{ data: { status: 404 } }, 'Page not found'],
    [{ error: { statusCode: 404 } }, 'Page not found'],
    [{ data: { status: 500 } }, 'Oops, something went wrong'],
    [{ title: 'Own', data: { status: 404 } }, 'Own'],
  ])('title for %o is %j', (props, title) => {
    renderWithI18n(<ErrorScreen {...props} />);
    expect(screen.getByRole('heading').textContent).toBe(title);
  });

  it('uses the German 404 title', () => {
    renderWithI18n(<ErrorScreen data={{ status: 404, identifier: 'notfound' }} />, { lng: 'de' });
    expect(screen.getByRole('heading').textContent).toBe('Seite nicht gefunden');
    expect(alert().textContent).toContain('Diese Seite gibt es nicht oder sie wurde verschoben.');
    expect(alert().textContent).toContain('Status 404');
  });

  it.each([
    [{ data: { status: 503 } }, 'Status 503'],
    [{ error: { statusCode: 401 } }, 'Status 401'],
    [{ data: { status: 409 }, error: { statusCode: 500 } }, 'Status 409'],
  ])('shows the status code of %o', (props, text) => {
    const { container } = renderWithI18n(<ErrorScreen {...props} />);
    expect(container.querySelector('.ms-error-screen__status')?.textContent).toBe(text);
  });

  it('shows no status line without a status code', () => {
    const { container } = renderWithI18n(<ErrorScreen message="x" />);
    expect(container.querySelector('.ms-error-screen__status')).toBeNull();
  });

  it('lists each error line, skipping empty ones', () => {
    renderWithI18n(<ErrorScreen data={{ errors: ['Title is required', '', 'Photo too large'] }} />);
    const list = screen.getByRole('list', { name: 'Details' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Title is required', 'Photo too large']);
  });

  it('renders error text as text, never as markup', () => {
    const { container } = renderWithI18n(<ErrorScreen message={'<img src=x onerror=alert(1)>'} data={{ errors: ['<b>x</b>'] }} />);
    expect(container.querySelector('img[onerror], b')).toBeNull();
    expect(message(container)).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows status code, message and stack of the raised error in closed details', () => {
    const { container } = renderWithI18n(<ErrorScreen error={{ statusCode: 500, message: 'Internal', stack: 'Error: Internal\n    at x.ts:1' }} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Technical details');
    expect([...(details?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual(['Status code', 'Message', 'Stack trace']);
    expect([...(details?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent)).toEqual(['500', 'Internal', 'Error: Internal\n    at x.ts:1']);
  });

  it('has no details without a raised error', () => {
    const { container } = renderWithI18n(<ErrorScreen data={{ status: 500 }} />);
    expect(container.querySelector('details')).toBeNull();
  });

  it.each([
    [{}, ['ms-error-screen', 'ms-error-screen--medium']],
    [{ size: 'small' as const }, ['ms-error-screen', 'ms-error-screen--small']],
    [{ vertical: true }, ['ms-error-screen', 'ms-error-screen--medium', 'ms-error-screen--vertical']],
  ])('layout classes for %o', (props, classes) => {
    const { container } = renderWithI18n(<ErrorScreen {...props} />);
    expect([...(container.firstElementChild?.classList ?? [])]).toEqual(classes);
  });

  it('takes the heading level', () => {
    renderWithI18n(<ErrorScreen headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('ErrorScreen mascot', () => {
  it('shows the sad bikeable mascot by default, as decoration', () => {
    const { container } = renderWithI18n(<ErrorScreen />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/mascot-bikeable-sad.svg');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it("uses the platform's sad mascot from the theme context", () => {
    const { container } = renderWithI18n(
      <UiThemeProvider platform="walkable" assetBase="https://cdn.example.org/shared/">
        <ErrorScreen />
      </UiThemeProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.org/shared/mascot-walkable-sad.svg');
  });

  it('takes an explicit mascot', () => {
    const { container } = renderWithI18n(<ErrorScreen mascotSrc="/own.svg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/own.svg');
  });
});

describe('ErrorScreen retry', () => {
  it('has no retry button without a retry action', () => {
    renderWithI18n(<ErrorScreen />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows loading while the retry promise is pending, then is usable again', async () => {
    let finish!: () => void;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithI18n(<ErrorScreen onRetry={onRetry} />, { lng: 'fr' });
    const button = screen.getByRole('button', { name: 'Réessayer' });
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.ms-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('.ms-spinner')).toBeNull();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('is usable again after a failed retry', async () => {
    let fail!: () => void;
    renderWithI18n(<ErrorScreen onRetry={() => new Promise<void>((_, reject) => (fail = () => reject(new Error('x'))))} />);
    fireEvent.click(screen.getByRole('button'));
    await act(async () => fail());
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBeNull();
  });

  it('does not show loading for a synchronous retry', () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorScreen onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBeNull();
  });
});
