// The 'map' namespace in the four content languages. Registered by both entries (the page and the
// element), together with the shared filter bar's namespace, so either works on its own.
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const MAP_NS = 'map';
export const mapTranslations = { de, fr, it, en };
