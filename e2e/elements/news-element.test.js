// <moveable-news> as a partner page uses it: the built element from our import map.
import '@moveable/mf-news/element';
import { assert, mount, waitFor } from './helpers.js';

const ORIGIN = window.MOVEABLE_ORIGIN;

const cardsOf = (el) =>
  waitFor(() => {
    const found = el.shadowRoot?.querySelectorAll('.mv-news-card');
    return found?.length ? found : null;
  }, 'news cards');

describe('<moveable-news>', () => {
  it('lists the newest news from our API inside its shadow root, linking to our site', async () => {
    const host = mount('<moveable-news lang="de" limit="3"></moveable-news>');
    const el = host.querySelector('moveable-news');
    assert(el.shadowRoot, 'the element has an open shadow root');
    const cards = await cardsOf(el);
    assert(cards.length === 3, `shows as many articles as the limit asks (got ${cards.length})`);
    const link = cards[0].querySelector('h3 a');
    assert(link.href.startsWith(`${ORIGIN}/news/`), `links lead to our site (got ${link.href})`);
    assert(cards[0].querySelector('time[datetime]'), 'each card says when it was published');
    assert(cards[0].querySelector('p')?.textContent.length > 10, 'and shows the lead');
    const heading = el.shadowRoot.querySelector('h2');
    assert(heading.textContent === 'News', `a heading (got ${heading.textContent})`);
    assert(document.head.querySelectorAll('style').length === 0, 'no style was added to the partner page head');
    host.remove();
  });

  it("shows an organisation's news under its name, in the lang attribute's language", async () => {
    const host = mount('<moveable-news organisation="zuerich" lang="fr"></moveable-news>');
    const el = host.querySelector('moveable-news');
    await cardsOf(el);
    const heading = el.shadowRoot.querySelector('h2');
    assert(/^Actualités de .*Zürich/.test(heading.textContent), `the organisation's name, in French (got ${heading.textContent})`);
    const more = el.shadowRoot.querySelector('.mv-news-latest__more a');
    assert(more.href === `${ORIGIN}/fr/news?organisation=zuerich`, `"all news" leads to its list on our site (got ${more.href})`);
    host.remove();
  });

  it('says so when there is no news', async () => {
    const host = mount('<moveable-news organisation="nowhere" lang="it"></moveable-news>');
    const el = host.querySelector('moveable-news');
    await waitFor(() => /Qui non ci sono notizie/.test(el.shadowRoot?.textContent ?? ''), 'the empty state in Italian');
    host.remove();
  });
});
