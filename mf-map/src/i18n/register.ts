// Both entries (the page and the element) register what they show: the map's namespace (the
// filter bar's comes with @moveable/shared). addTranslations is idempotent, so loading both entries
// is harmless.
import { addTranslations } from '@moveable/shared';
import { MAP_NS, mapTexts } from './index.ts';

/** Starts loading the page language's texts; what renders waits for them (createLifecycles, defineElement). */
export function registerTranslations(): void {
  addTranslations(MAP_NS, mapTexts);
}
