// The embed page's side of the frame's resize protocol: framed, it posts its content's height to
// the parent when it changes (once per height); not framed, it posts nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useReportHeight } from './use-report-height.ts';

let observed: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

function Framed() {
  const ref = useRef<HTMLDivElement>(null);
  useReportHeight(ref);
  return (
    <main style={{ paddingBottom: '16px' }}>
      <div ref={ref} />
    </main>
  );
}

function place(bottom: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useReportHeight', () => {
  it('framed: posts the content’s height with the padding below it, again when it changes, not twice the same', () => {
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    place(700.2);
    const view = render(<Framed />);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'moveable:resize', height: 717 }, '*');
    place(400);
    observed!();
    observed!();
    expect(parent.postMessage.mock.calls.map(([message]) => (message as { height: number }).height)).toEqual([717, 416]);
    view.unmount();
    expect(observed).toBeNull();
  });

  it('not framed: posts nothing', () => {
    const post = vi.spyOn(window, 'postMessage');
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(<Framed />);
    expect(post).not.toHaveBeenCalled();
    expect(observed).toBeNull();
  });
});
