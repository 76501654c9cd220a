/** Translation resources of the `shared` namespace, one JSON file per locale. */
import type { Locale } from '@moveable/contract';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import it from './it.json';

export const SHARED_NAMESPACE = 'shared';

export type SharedMessages = typeof de;

export const sharedResources: Readonly<Record<Locale, SharedMessages>> = { de, fr, it, en };

/**
 * Error identifiers with their own text under `error.<identifier>` (ErrorScreen, §8). An
 * identifier from the API is lower-cased before the look-up.
 */
export const ERROR_IDENTIFIERS = ['notfound', 'network', 'server', 'chunkload', 'unauthorized', 'forbidden'] as const;
export type ErrorIdentifier = (typeof ERROR_IDENTIFIERS)[number];
