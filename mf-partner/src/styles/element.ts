// What <moveable-partner> shows: the organisation's card (a module of its own, so the element's
// bundle holds none of the pages' other styles).
import cardsCss from './cards.css?inline';

export const elementCss: readonly string[] = [cardsCss];
