// Renders its children once the texts of `locale` are in (every namespace registered so far), and
// nothing before: a custom element on a partner's page shows no keys while its language loads.
// It waits for the first render only; later language changes switch i18next once loaded
// (runtime/i18n.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { isLanguageLoaded, loadLanguage, type Locale } from '@moveable/shared';

export function LanguageGate({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [ready, setReady] = useState(() => isLanguageLoaded(locale));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadLanguage(locale).then(
      () => live && setReady(true),
      (error: unknown) => console.error('moveable: texts for', locale, 'failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [ready, locale]);
  return ready ? children : null;
}
