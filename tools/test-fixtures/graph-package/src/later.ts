export const later = 'loaded on demand';
