// The attributes every element takes (docs/embedding.md), read by Chromium as a partner page
// writes them, and the moveable:spot-select event that tells the page which spot was chosen.
import '@moveable/mf-spots/element';
import '@moveable/mf-map/element';
import '@moveable/mf-news/element';
import { assert, mount, waitFor } from './helpers.js';

const ORIGIN = window.MOVEABLE_ORIGIN;

const wrapperOf = (el) => el.shadowRoot.querySelector('.moveable-element');

/** The colour a custom property of the element's wrapper computes to, as a text would be drawn with it. */
function colourOf(el, property) {
  const probe = document.createElement('span');
  probe.style.color = `var(${property})`;
  wrapperOf(el).appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Catches console.warn while `run` runs. */
async function warningsOf(run) {
  const seen = [];
  const warn = console.warn;
  console.warn = (...args) => seen.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = warn;
  }
  return seen;
}

/**
 * Clicks `link` and tells whether the click was left to navigate; the navigation itself is stopped
 * at the document, after our element and the host's listeners had their say.
 */
function clickWithoutLeaving(link) {
  let navigates = null;
  const stop = (event) => {
    navigates = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  link.click();
  document.removeEventListener('click', stop);
  return navigates;
}

describe('common attributes', () => {
  it('theme="dark" and an accent colour the element inside its shadow root, readable text on the accent', async () => {
    const host = mount('<moveable-spots organisation="zuerich" theme="dark" accent="rebeccapurple" lang="en" limit="2"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    await waitFor(() => el.shadowRoot?.querySelector('.mv-spot-card'), 'spot cards');
    const wrapper = wrapperOf(el);
    assert(getComputedStyle(wrapper).backgroundColor === 'rgb(22, 29, 35)', `a dark surface (got ${getComputedStyle(wrapper).backgroundColor})`);
    assert(colourOf(el, '--ms-color-main') === 'rgb(102, 51, 153)', `the accent is the main colour (got ${colourOf(el, '--ms-color-main')})`);
    const white = /^(?:rgb\(255, 255, 255\)|lch\(100 0 0\))$/;
    assert(white.test(colourOf(el, '--ms-color-on-main')), `white text on a dark accent (got ${colourOf(el, '--ms-color-on-main')})`);
    el.setAttribute('accent', '#ffc629');
    await waitFor(() => /^(?:rgb\(0, 0, 0\)|lch\(0 0 0\))$/.test(colourOf(el, '--ms-color-on-main')), 'black text on a light accent');
    assert(getComputedStyle(document.body).backgroundColor === 'rgba(0, 0, 0, 0)', 'the page itself is not coloured');
    host.remove();
  });

  it('theme="platform" puts the platform\u2019s tint behind the element and its main colour on top', async () => {
    const host = mount('<moveable-news platform="walkable" theme="platform" limit="1"></moveable-news>');
    const el = host.querySelector('moveable-news');
    await waitFor(() => el.shadowRoot?.querySelector('article'), 'a news card');
    const style = getComputedStyle(wrapperOf(el));
    assert(style.backgroundColor === 'rgb(234, 244, 236)', `walkable's light colour behind (got ${style.backgroundColor})`);
    assert(style.borderTopColor === 'rgb(70, 179, 107)', `walkable's main colour on top (got ${style.borderTopColor})`);
    host.remove();
  });

  it('ignores values that make no sense with a warning naming them, and still shows its content', async () => {
    let el;
    let host;
    const warnings = await warningsOf(async () => {
      host = mount('<moveable-news theme="neon" accent="var(--partner-red)" api-base="ftp://x" lang="xx" limit="1"></moveable-news>');
      el = host.querySelector('moveable-news');
      await waitFor(() => el.shadowRoot?.querySelector('article'), 'a news card');
    });
    for (const name of ['theme="neon"', 'accent="var(--partner-red)"', 'api-base="ftp://x"', 'lang="xx"']) {
      assert(
        warnings.some((w) => w.includes(name)),
        `warns about ${name} (got ${warnings.join(' | ')})`,
      );
    }
    assert(wrapperOf(el).classList.contains('mv-theme-light') && !wrapperOf(el).style.length, 'the light theme, no accent');
    host.remove();
  });

  it('api-base names the API the element calls', async () => {
    const asked = [];
    const observer = new PerformanceObserver((list) => asked.push(...list.getEntries().map((e) => e.name)));
    observer.observe({ type: 'resource' });
    // our own origin written as api-base: the same API, asked for through the attribute's URL
    const base = ORIGIN.replace('127.0.0.1', 'localhost');
    const host = mount(`<moveable-spots organisation="zuerich" limit="1" api-base="${base}"></moveable-spots>`);
    const el = host.querySelector('moveable-spots');
    await waitFor(() => el.shadowRoot?.querySelector('.mv-spot-card'), 'a spot card from the other base');
    await waitFor(() => asked.some((url) => url.startsWith(`${base}/api/spots?`)), `a request to ${base}/api/spots`);
    observer.disconnect();
    host.remove();
  });
});

describe('moveable:spot-select', () => {
  it('tells the page which spot of the list was chosen; the link still opens it unless the page says no', async () => {
    const host = mount('<moveable-spots organisation="zuerich" limit="3"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    const link = await waitFor(() => el.shadowRoot?.querySelector('.mv-spot-card a'), 'a spot card link');
    const id = Number(new URL(link.href).pathname.split('/').pop());
    const events = [];
    const listen = (event) => events.push(event);
    document.addEventListener('moveable:spot-select', listen);

    assert(clickWithoutLeaving(link) === true, 'without the page objecting, the link opens the spot');
    assert(
      events.length === 1 && events[0].detail.id === id,
      `one event with the spot's id ${id} (got ${JSON.stringify(events.map((e) => e.detail))})`,
    );
    assert(events[0].target === el && events[0].composed && events[0].bubbles, 'from the element, out of its shadow root, bubbling');

    const cancel = (event) => event.preventDefault();
    el.addEventListener('moveable:spot-select', cancel);
    assert(clickWithoutLeaving(link) === false, 'a page that calls preventDefault() keeps the visitor');
    assert(events.length === 2, 'the event came again');
    el.removeEventListener('moveable:spot-select', cancel);
    document.removeEventListener('moveable:spot-select', listen);
    host.remove();
  });

  it("tells the page which spot was chosen on the map (the card's link)", async () => {
    const { items } = await fetch(`${ORIGIN}/api/spots?organisation=zuerich&limit=1`).then((r) => r.json());
    const spot = items[0];
    const host = mount(`<moveable-map organisation="zuerich" center="${spot.location.lat},${spot.location.lng}" zoom="19" lang="en"></moveable-map>`);
    const el = host.querySelector('moveable-map');
    const button = await waitFor(
      () => [...(el.shadowRoot?.querySelectorAll('.mv-map__list li button') ?? [])].find((b) => b.textContent.includes(spot.title)),
      `the spot "${spot.title}" in the list of the map`,
    );
    button.click();
    const link = await waitFor(() => el.shadowRoot.querySelector('.mv-map__card-link'), "the card's link");
    const events = [];
    const listen = (event) => {
      events.push(event.detail);
      event.preventDefault();
    };
    document.addEventListener('moveable:spot-select', listen);
    assert(clickWithoutLeaving(link) === false, 'the page kept the visitor');
    document.removeEventListener('moveable:spot-select', listen);
    assert(events.length === 1 && events[0].id === spot.id, `the spot's id ${spot.id} (got ${JSON.stringify(events)})`);
    host.remove();
  });
});
