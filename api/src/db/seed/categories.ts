// The demo categories with labels in the four content languages. Temporary ones (snow, dirt,
// construction) archive a spot one month after creation.
import type { CategoryIcon, Platform } from '@moveable/contract';
import type { Labels } from '../schema.ts';

export interface CategoryDefinition {
  id: number;
  slug: string;
  labels: Labels;
  temporary: boolean;
  platforms: readonly Platform[];
}

/** The icon each demo category shows (the admin may change it); none for snow and dirt. */
export const CATEGORY_ICONS_BY_SLUG: Readonly<Record<string, CategoryIcon>> = {
  'bike-lane': 'bike',
  'bike-parking': 'parking',
  crossing: 'crossing',
  'traffic-light': 'traffic-light',
  surface: 'road',
  signage: 'signpost',
  sidewalk: 'walk',
  'step-free-access': 'wheelchair',
  lighting: 'light',
  construction: 'construction',
};

const ALL: readonly Platform[] = ['bikeable', 'walkable', 'accessable'];

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: 1,
    slug: 'bike-lane',
    labels: { de: 'Veloweg', fr: 'Piste cyclable', it: 'Pista ciclabile', en: 'Bike lane' },
    temporary: false,
    platforms: ['bikeable'],
  },
  {
    id: 2,
    slug: 'bike-parking',
    labels: { de: 'Veloparkplatz', fr: 'Stationnement vélo', it: 'Parcheggio bici', en: 'Bike parking' },
    temporary: false,
    platforms: ['bikeable'],
  },
  { id: 3, slug: 'crossing', labels: { de: 'Querung', fr: 'Traversée', it: 'Attraversamento', en: 'Crossing' }, temporary: false, platforms: ALL },
  {
    id: 4,
    slug: 'traffic-light',
    labels: { de: 'Lichtsignal', fr: 'Feu de signalisation', it: 'Semaforo', en: 'Traffic light' },
    temporary: false,
    platforms: ALL,
  },
  { id: 5, slug: 'surface', labels: { de: 'Belag', fr: 'Revêtement', it: 'Pavimentazione', en: 'Surface' }, temporary: false, platforms: ALL },
  {
    id: 6,
    slug: 'signage',
    labels: { de: 'Signalisation', fr: 'Signalisation', it: 'Segnaletica', en: 'Signage' },
    temporary: false,
    platforms: ALL,
  },
  {
    id: 7,
    slug: 'sidewalk',
    labels: { de: 'Trottoir', fr: 'Trottoir', it: 'Marciapiede', en: 'Sidewalk' },
    temporary: false,
    platforms: ['walkable', 'accessable'],
  },
  {
    id: 8,
    slug: 'step-free-access',
    labels: { de: 'Stufenloser Zugang', fr: 'Accès sans marches', it: 'Accesso senza gradini', en: 'Step-free access' },
    temporary: false,
    platforms: ['accessable'],
  },
  {
    id: 9,
    slug: 'lighting',
    labels: { de: 'Beleuchtung', fr: 'Éclairage', it: 'Illuminazione', en: 'Lighting' },
    temporary: false,
    platforms: ['walkable', 'accessable'],
  },
  { id: 10, slug: 'snow', labels: { de: 'Schnee', fr: 'Neige', it: 'Neve', en: 'Snow' }, temporary: true, platforms: ALL },
  { id: 11, slug: 'dirty', labels: { de: 'Verschmutzung', fr: 'Saleté', it: 'Sporcizia', en: 'Dirt' }, temporary: true, platforms: ALL },
  {
    id: 12,
    slug: 'construction',
    labels: { de: 'Baustelle', fr: 'Chantier', it: 'Cantiere', en: 'Construction site' },
    temporary: true,
    platforms: ALL,
  },
];

export function categoriesFor(platform: Platform): CategoryDefinition[] {
  return CATEGORIES.filter((c) => c.platforms.includes(platform));
}
