import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, rovingIndex, tabbableIn, wrapTab } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rovingIndex', () => {
  it.each([
    ['ArrowDown', 0, 3, 'vertical', 1],
    ['ArrowDown', 2, 3, 'vertical', 0],
    ['ArrowUp', 0, 3, 'vertical', 2],
    ['ArrowUp', -1, 3, 'vertical', 2],
    ['ArrowDown', -1, 3, 'vertical', 0],
    ['Home', 2, 3, 'vertical', 0],
    ['End', 0, 3, 'vertical', 2],
    ['ArrowRight', 1, 3, 'horizontal', 2],
    ['ArrowLeft', 0, 3, 'horizontal', 2],
    ['ArrowRight', 0, 3, 'vertical', null],
    ['ArrowDown', 0, 3, 'horizontal', null],
    ['a', 0, 3, 'vertical', null],
    ['ArrowDown', 0, 0, 'vertical', null],
  ] as const)('%s from %i of %i (%s) → %s', (key, current, count, orientation, expected) => {
    expect(rovingIndex(key, current, count, orientation)).toBe(expected);
  });
});

describe('focus inside shadow roots', () => {
  it('finds the focused element inside an open shadow root, not its host', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const button = shadow.appendChild(document.createElement('button'));
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(button);
  });
});

describe('tabbableIn and wrapTab', () => {
  function setUp() {
    document.body.innerHTML = `
      <div id="box">
        <h2 tabindex="-1">Title</h2>
        <button id="a">A</button>
        <button disabled>off</button>
        <div hidden><button>hidden</button></div>
        <a href="#x" id="b">B</a>
        <input id="c" />
      </div>`;
    return document.getElementById('box')!;
  }

  it('lists what Tab reaches, in order', () => {
    expect(tabbableIn(setUp()).map((el) => el.id)).toEqual(['a', 'b', 'c']);
  });

  it('moves from the last to the first and back, and leaves the rest to the browser', () => {
    const box = setUp();
    document.getElementById('c')!.focus();
    expect(wrapTab(box, false)).toBe(true);
    expect(document.activeElement?.id).toBe('a');
    expect(wrapTab(box, true)).toBe(true);
    expect(document.activeElement?.id).toBe('c');
    document.getElementById('b')!.focus();
    expect(wrapTab(box, false)).toBe(false);
    box.querySelector('h2')!.focus();
    expect(wrapTab(box, true)).toBe(true); // from the heading backwards: to the last
    expect(document.activeElement?.id).toBe('c');
  });
});
