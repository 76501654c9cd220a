// The texts of a page's <head>, per locale, declared once for both sides: the server renders them
// into the page HTML (link previews and search results read no scripts), the browser shows the
// same texts when it navigates. `platforms` are spec §1's platform-named title, description and
// sharing text; `pages` are the titles of pages whose title is fixed (the list, the map, sign-in
// in each mode, adding a spot), which those pages show as their heading too.
import type { Locale } from '../../rules/locale.ts';
import de from './texts/de.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import it from './texts/it.json' with { type: 'json' };

export type HeadTexts = typeof de;

// Typed by the German file: a language missing a text (or with one too many) does not compile.
export const HEAD_TEXTS: Readonly<Record<Locale, HeadTexts>> = { de, fr, it, en };
