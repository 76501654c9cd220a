// /embed-resize.js (shell/embed/embed-resize.js), the partner page's side of the frame's resize
// protocol: a `moveable:resize` message from our origin sets the height of the frame that sent
// it; a message from another origin, from a window that is not a frame of ours, or with a height
// that is no height changes nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import code from '../embed/embed-resize.js?raw';

const OURS = 'https://bikeable.example';

function frame(src: string): HTMLIFrameElement {
  const element = document.createElement('iframe');
  element.src = src;
  element.style.height = '480px';
  document.body.append(element);
  return element;
}

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeAll(() => {
  // The script learns our origin from its own src, as on a partner's page.
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src: `${OURS}/embed-resize.js` }) });
  (0, eval)(code);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
});

afterEach(() => document.body.replaceChildren());

describe('embed-resize.js', () => {
  it('sets the height of our frame that sent the message', () => {
    const ours = frame(`${OURS}/embed/spots/zuerich`);
    const other = frame(`${OURS}/fr/embed/spots/bern`);
    post({ type: 'moveable:resize', height: 812.4 }, OURS, ours.contentWindow);
    expect(ours.style.height).toBe('813px');
    expect(other.style.height).toBe('480px');
  });

  it('ignores messages from another origin, even from our frame', () => {
    const ours = frame(`${OURS}/embed/spots/zuerich`);
    post({ type: 'moveable:resize', height: 900 }, 'https://evil.example', ours.contentWindow);
    expect(ours.style.height).toBe('480px');
  });

  it('ignores a message whose source is not a frame of ours', () => {
    const theirs = frame('https://partner.example/widget');
    post({ type: 'moveable:resize', height: 900 }, OURS, theirs.contentWindow);
    expect(theirs.style.height).toBe('480px');
    post({ type: 'moveable:resize', height: 900 }, OURS, window);
    post({ type: 'moveable:resize', height: 900 }, OURS, null);
    expect(theirs.style.height).toBe('480px');
  });

  it.each([
    ['another type', { type: 'other', height: 900 }],
    ['a height as text', { type: 'moveable:resize', height: '900' }],
    ['a negative height', { type: 'moveable:resize', height: -1 }],
    ['no finite height', { type: 'moveable:resize', height: Infinity }],
    ['an absurd height', { type: 'moveable:resize', height: 1e9 }],
    ['no object', 'moveable:resize'],
  ])('ignores %s', (_, data) => {
    const ours = frame(`${OURS}/embed/spots/zuerich`);
    post(data, OURS, ours.contentWindow);
    expect(ours.style.height).toBe('480px');
  });
});
