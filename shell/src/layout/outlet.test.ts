// The containers of a composed page (the home: mf-spots, then mf-news) stand in the declared
// order, whichever application was mounted first on an earlier page.
import { afterEach, describe, expect, it } from 'vitest';
import { containerFor, outletNode } from './outlet.ts';

const HOME = ['@moveable/mf-spots', '@moveable/mf-news'];
const order = () => [...outletNode().children].map((node) => node.id.replace('single-spa-application:', ''));

afterEach(() => outletNode().replaceChildren());

describe('containerFor', () => {
  it('makes one container per application and finds it again', () => {
    const first = containerFor('@moveable/mf-map', ['@moveable/mf-map']);
    expect(containerFor('@moveable/mf-map', ['@moveable/mf-map'])).toBe(first);
    expect(order()).toEqual(['@moveable/mf-map']);
  });

  it('keeps the home in its order when /news was visited first', () => {
    containerFor('@moveable/mf-news', ['@moveable/mf-news']); // /news
    containerFor('@moveable/mf-spots', HOME); // then /: mf-news stays mounted, mf-spots mounts
    expect(order()).toEqual(HOME);
  });

  it('keeps it when / comes first, and when the news mount before the spots', () => {
    containerFor('@moveable/mf-spots', HOME);
    containerFor('@moveable/mf-news', HOME);
    expect(order()).toEqual(HOME);
    outletNode().replaceChildren();
    containerFor('@moveable/mf-news', HOME);
    containerFor('@moveable/mf-spots', HOME);
    expect(order()).toEqual(HOME);
  });

  it('moves a container that stands below one that should follow it, and leaves others where they are', () => {
    containerFor('@moveable/mf-map', ['@moveable/mf-map']);
    containerFor('@moveable/mf-news', ['@moveable/mf-news']);
    containerFor('@moveable/mf-spots', ['@moveable/mf-spots']);
    const spots = outletNode().lastElementChild;
    expect(containerFor('@moveable/mf-spots', HOME)).toBe(spots); // the same node, moved
    expect(order()).toEqual(['@moveable/mf-map', ...HOME]);
    containerFor('@moveable/mf-map', ['@moveable/mf-map']);
    expect(order()).toEqual(['@moveable/mf-map', ...HOME]);
  });
});
