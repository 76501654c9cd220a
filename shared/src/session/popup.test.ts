import { describe, expect, it } from 'vitest';
import { AUTH_POPUP_FLAG, AUTH_POPUP_SIZE, finishAuthPopup, popupFeatures } from './popup.ts';

describe('popupFeatures (spec §9: 960×600, centred on the opener)', () => {
  it('is 960×600', () => {
    expect(AUTH_POPUP_SIZE).toEqual({ width: 960, height: 600 });
  });

  it.each([
    ['opener at the origin, 1920×1080', { x: 0, y: 0, width: 1920, height: 1080 }, 'left=480,top=240'],
    ['opener moved right and down', { x: 100, y: 50, width: 1280, height: 800 }, 'left=260,top=150'],
    ['opener on a monitor to the left (negative x)', { x: -1920, y: 0, width: 1920, height: 1080 }, 'left=-1440,top=240'],
    ['opener smaller than the popup', { x: 0, y: 0, width: 800, height: 500 }, 'left=-80,top=-50'],
    ['odd sizes round to whole pixels', { x: 0, y: 0, width: 1001, height: 601 }, 'left=21,top=1'],
  ])('%s', (_name, frame, position) => {
    expect(popupFeatures(frame)).toBe(`popup=yes,width=960,height=600,${position}`);
  });
});

describe('finishAuthPopup (the /close page)', () => {
  it('sets a new flag value and closes the window', () => {
    let closed = false;
    const win = { localStorage, close: () => (closed = true) } as unknown as Window;
    localStorage.setItem(AUTH_POPUP_FLAG, '1');
    finishAuthPopup(win);
    expect(localStorage.getItem(AUTH_POPUP_FLAG)).not.toBe('1');
    expect(Number(localStorage.getItem(AUTH_POPUP_FLAG))).toBeGreaterThan(1);
    expect(closed).toBe(true);
  });

  it('still closes when storage is refused', () => {
    let closed = false;
    const refusing = {
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    finishAuthPopup({ localStorage: refusing, close: () => (closed = true) } as unknown as Window);
    expect(closed).toBe(true);
  });
});
