// Our elements keep their look on a partner page whose CSS would leak into them through
// inheritance: the same widgets on a plain page and under `body { font: 30px serif; … }`
// render at the same height and with the same type.
import '@moveable/mf-map/element';
import '@moveable/mf-spots/element';
import '@moveable/mf-news/element';
import { assert, mount, waitFor } from './helpers.js';

const HOSTILE = 'body { font: 30px serif; color: rgb(255, 0, 0); line-height: 3; letter-spacing: 4px; text-transform: uppercase; }';

/** Resolves once `read()` gave the same value for `quietMs` (images and late rows settled). */
async function settled(read, what, quietMs = 800) {
  let last = read();
  let since = Date.now();
  await waitFor(() => {
    const now = read();
    if (now !== last) {
      last = now;
      since = Date.now();
    }
    return Date.now() - since >= quietMs;
  }, what);
  return last;
}

async function measure() {
  const host = mount(
    '<moveable-spots organisation="zuerich" lang="de" limit="12"></moveable-spots><moveable-map organisation="zuerich" lang="de" height="400px"></moveable-map>',
  );
  const spots = host.querySelector('moveable-spots');
  const map = host.querySelector('moveable-map');
  const title = await waitFor(() => spots.shadowRoot?.querySelector('.mv-spot-card__title'), 'a spot card title');
  const marker = await waitFor(() => map.shadowRoot?.querySelector('.leaflet-marker-icon span, .leaflet-marker-icon'), 'a map marker');
  const spotsHeight = await settled(() => Math.round(spots.getBoundingClientRect().height), 'the spots widget to settle');
  const mapHeight = await settled(() => Math.round(map.getBoundingClientRect().height), 'the map widget to settle');
  const titleStyle = getComputedStyle(title);
  const markerStyle = getComputedStyle(marker);
  const result = {
    spotsHeight,
    mapHeight,
    titleSize: titleStyle.fontSize,
    titleFont: titleStyle.fontFamily,
    titleTransform: titleStyle.textTransform,
    bodyColor: getComputedStyle(spots.shadowRoot.querySelector('.moveable-element')).color,
    bodyLineHeight: getComputedStyle(spots.shadowRoot.querySelector('.moveable-element')).lineHeight,
    markerSize: markerStyle.fontSize,
    markerLineHeight: markerStyle.lineHeight,
  };
  host.remove();
  return result;
}

const within5Percent = (a, b) => Math.abs(a - b) <= 0.05 * Math.max(a, b);

describe('widgets on a partner page with hostile CSS', () => {
  it('render as on a plain page: same heights (±5 %), same type, our colours', async () => {
    const plain = await measure();
    const style = document.createElement('style');
    style.textContent = HOSTILE;
    document.head.appendChild(style);
    try {
      assert(getComputedStyle(document.body).fontSize === '30px', 'the hostile CSS applies to the partner page');
      const hostile = await measure();
      const report = JSON.stringify({ plain, hostile });
      assert(within5Percent(plain.spotsHeight, hostile.spotsHeight), `<moveable-spots> keeps its height: ${report}`);
      assert(within5Percent(plain.mapHeight, hostile.mapHeight), `<moveable-map> keeps its height: ${report}`);
      assert(plain.titleSize === hostile.titleSize, `card titles keep their font size: ${report}`);
      assert(plain.titleFont === hostile.titleFont && !/serif$/.test(hostile.titleFont.replace(/sans-serif/g, '')), `and their font: ${report}`);
      assert(hostile.titleTransform === 'none', `no inherited text-transform: ${report}`);
      assert(hostile.bodyColor !== 'rgb(255, 0, 0)' && hostile.bodyColor === plain.bodyColor, `text keeps our colour: ${report}`);
      assert(hostile.bodyLineHeight === plain.bodyLineHeight, `and our line height: ${report}`);
      assert(
        hostile.markerSize === plain.markerSize && hostile.markerLineHeight === plain.markerLineHeight,
        `map markers keep their type: ${report}`,
      );
    } finally {
      style.remove();
    }
  });

  it('<moveable-news> too: same height (±5 %), same type, our colours', async () => {
    async function measureNews() {
      const host = mount('<moveable-news lang="de" limit="3"></moveable-news>');
      const news = host.querySelector('moveable-news');
      const title = await waitFor(() => news.shadowRoot?.querySelector('.mv-news-card .ms-card__title'), 'a news card title');
      const height = await settled(() => Math.round(news.getBoundingClientRect().height), 'the news widget to settle');
      const style = getComputedStyle(title);
      const body = getComputedStyle(news.shadowRoot.querySelector('.moveable-element'));
      const result = {
        height,
        size: style.fontSize,
        font: style.fontFamily,
        transform: style.textTransform,
        color: body.color,
        lineHeight: body.lineHeight,
      };
      host.remove();
      return result;
    }
    const plain = await measureNews();
    const style = document.createElement('style');
    style.textContent = HOSTILE;
    document.head.appendChild(style);
    try {
      const hostile = await measureNews();
      const report = JSON.stringify({ plain, hostile });
      assert(within5Percent(plain.height, hostile.height), `<moveable-news> keeps its height: ${report}`);
      assert(plain.size === hostile.size && plain.font === hostile.font, `card titles keep their type: ${report}`);
      assert(hostile.transform === 'none', `no inherited text-transform: ${report}`);
      assert(hostile.color !== 'rgb(255, 0, 0)' && hostile.color === plain.color, `text keeps our colour: ${report}`);
      assert(hostile.lineHeight === plain.lineHeight, `and our line height: ${report}`);
    } finally {
      style.remove();
    }
  });

  it('the platform attribute still themes the element', async () => {
    const host = mount('<moveable-spots organisation="zuerich" platform="walkable"></moveable-spots>');
    const el = host.querySelector('moveable-spots');
    const wrapper = await waitFor(() => el.shadowRoot?.querySelector('.moveable-element'), 'the element');
    assert(wrapper.classList.contains('theme-walkable'), 'the wrapper has the walkable theme');
    assert(getComputedStyle(wrapper).getPropertyValue('--ms-color-main').trim() === '#46b36b', 'walkable colours apply');
    host.remove();
  });
});
