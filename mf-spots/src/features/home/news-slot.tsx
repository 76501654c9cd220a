// The home page's place for news. News belong to mf-news, which does not exist yet: the shell
// will mount it into this element (found by NEWS_SLOT_ID). Until something is mounted the
// element is empty, takes no room (spots.css) and says nothing to anyone.
export const NEWS_SLOT_ID = 'moveable-home-news';

export function NewsSlot() {
  return <div id={NEWS_SLOT_ID} className="mv-home__news" data-slot="news" />;
}
