// The 'auth' namespace in the four content languages.
import { addTranslations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';

export const AUTH_NS = 'auth';
export const authTranslations = { de, fr, it, en };

export function registerTranslations(): void {
  addTranslations(AUTH_NS, authTranslations);
}
