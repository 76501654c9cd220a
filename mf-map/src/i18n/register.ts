// Both entries (the page and the element) register what they show: the map's namespace and the
// shared filter bar's. addTranslations is idempotent, so loading both entries is harmless.
import { addTranslations, filterTranslations } from '@moveable/shared';
import { MAP_NS, mapTranslations } from './index.ts';

export function registerTranslations(): void {
  addTranslations(MAP_NS, mapTranslations);
  addTranslations('filters', filterTranslations);
}
