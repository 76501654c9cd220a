// The 'spots' namespace in the four content languages. Both entries (the page and the element)
// register it together with the shared filter bar's namespace, so either works on its own.
import { addTranslations, filterTranslations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const SPOTS_NS = 'spots';
export const spotsTranslations = { de, fr, it, en };

export function registerTranslations(): void {
  addTranslations(SPOTS_NS, spotsTranslations);
  addTranslations('filters', filterTranslations);
}
