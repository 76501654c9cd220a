/** The 'session' namespace: its texts load with the shared package's language chunk (../../i18n/locales/). */
export const SESSION_NAMESPACE = 'session';
