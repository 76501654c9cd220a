import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDocumentTitle } from './document-title.ts';
import { EmbeddedProvider } from './context-hooks.tsx';
import { setCurrentRoute } from './route-store.ts';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

afterEach(() => setCurrentRoute(null));

describe('useDocumentTitle', () => {
  it("names the page and the platform, and gives the route's own title back on unmount", () => {
    setCurrentRoute({ name: 'spots-id', params: { id: '1' }, path: '/spots/1' });
    document.title = 'before';
    const { unmount } = render(<Titled title="Gap in the lane" />);
    expect(document.title).toBe('Gap in the lane · bikeable');
    // Navigating to the list: the route changes first, then the spot page goes.
    setCurrentRoute({ name: 'spots', params: {}, path: '/spots' });
    unmount();
    expect(document.title).toBe('Spots · bikeable');
  });

  it('a page without a fixed title gets the platform title back', () => {
    setCurrentRoute({ name: 'index', params: {}, path: '/' });
    const { unmount } = render(<Titled title="Gap in the lane" />);
    unmount();
    expect(document.title).toBe('bikeable – gute und schlechte Orte für den Radverkehr');
  });

  it('does not take back a title someone else set meanwhile', () => {
    const { unmount } = render(<Titled title="Gap in the lane" />);
    document.title = 'Another page · bikeable';
    unmount();
    expect(document.title).toBe('Another page · bikeable');
  });

  it('leaves the title alone without a title and inside an embed', () => {
    document.title = 'partner page';
    render(<Titled title={null} />);
    render(
      <EmbeddedProvider>
        <Titled title="Spots" />
      </EmbeddedProvider>,
    );
    expect(document.title).toBe('partner page');
  });
});
