import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPOT_SELECT, announceSpotSelect, spotIdOfLink } from './spot-select.ts';

const SITE = 'https://bikeable.example';

describe('spotIdOfLink', () => {
  it.each([
    [`${SITE}/spots/12`, 12],
    [`${SITE}/fr/spots/12`, 12],
    [`${SITE}/spots/12/`, 12],
    [`${SITE}/spots/12/edit`, null],
    [`${SITE}/spots`, null],
    [`${SITE}/news/12`, null],
    ['https://partner.example/spots/12', null],
  ])('%s → %s', (href, id) => {
    const link = document.createElement('a');
    link.href = href;
    expect(spotIdOfLink(link, SITE)).toBe(id);
  });
});

describe('announceSpotSelect', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** An element with a shadow root holding one link, as our elements render them. */
  function element(href: string) {
    const host = document.createElement('moveable-test');
    document.body.appendChild(host);
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Spot';
    host.attachShadow({ mode: 'open' }).appendChild(link);
    return { host, link };
  }

  function click(link: Element, init: MouseEventInit = {}) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: link });
    announceSpotSelect(event, SITE);
    return event;
  }

  it('tells the page which spot was chosen, from the element, through the shadow root', () => {
    const { link } = element(`${SITE}/spots/42`);
    const seen = vi.fn((event: Event) => {
      expect(event.composed && event.bubbles && event.cancelable).toBe(true);
      return (event as CustomEvent).detail;
    });
    document.addEventListener(SPOT_SELECT, seen);
    const event = click(link);
    document.removeEventListener(SPOT_SELECT, seen);
    expect(seen).toHaveReturnedWith({ id: 42 });
    expect(event.defaultPrevented).toBe(false); // the link opens the spot
  });

  it('keeps the visitor on the page when the host cancels the event', () => {
    const { host, link } = element(`${SITE}/spots/42`);
    host.addEventListener(SPOT_SELECT, (event) => event.preventDefault());
    expect(click(link).defaultPrevented).toBe(true);
  });

  it('says nothing for other links and for clicks that open a new tab', () => {
    const seen = vi.fn();
    document.addEventListener(SPOT_SELECT, seen);
    click(element(`${SITE}/news/3`).link);
    click(element(`${SITE}/spots/5`).link, { ctrlKey: true });
    click(element(`${SITE}/spots/5`).link, { button: 1 });
    document.removeEventListener(SPOT_SELECT, seen);
    expect(seen).not.toHaveBeenCalled();
  });
});
