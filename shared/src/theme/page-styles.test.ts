import { afterEach, describe, expect, it } from 'vitest';
import { addCss, addPageCss } from './page-styles';

const texts = (parent: ParentNode) => [...parent.querySelectorAll('style')].map((s) => s.textContent);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a micro-frontend’s CSS on the page', () => {
  it('goes into <head> in list order, each text once however often it is asked for', () => {
    addPageCss(['.filter-bar{}', '.spots{}']);
    addPageCss(['.filter-bar{}', '.spots{}']); // mounted again
    addPageCss(['.filter-bar{}', '.map{}']); // another micro-frontend with the same filter bar
    expect(texts(document.head)).toEqual(['.filter-bar{}', '.spots{}', '.map{}']);
  });

  it('comes back after someone removed it', () => {
    addPageCss(['.spots{}']);
    document.head.innerHTML = '';
    addPageCss(['.spots{}']);
    expect(texts(document.head)).toEqual(['.spots{}']);
  });

  it('goes into a shadow root, not the page, and `first` puts base CSS before what is there', () => {
    const shadow = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    addCss(shadow, ['.own{}']);
    addCss(shadow, ['.base-1{}', '.base-2{}'], { first: true });
    expect(texts(shadow)).toEqual(['.base-1{}', '.base-2{}', '.own{}']);
    expect(document.head.querySelector('style')).toBeNull();
  });
});
