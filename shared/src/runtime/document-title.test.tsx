import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { pageTitle, useDocumentTitle } from './document-title.ts';
import { EmbeddedProvider } from './context-hooks.tsx';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the page and the platform, and gives the old title back on unmount', () => {
    document.title = 'before';
    const { unmount } = render(<Titled title="Spots" />);
    expect(document.title).toBe(pageTitle('Spots', 'bikeable'));
    expect(document.title).toBe('Spots · bikeable');
    unmount();
    expect(document.title).toBe('before');
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
