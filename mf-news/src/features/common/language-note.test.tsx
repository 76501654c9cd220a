// The note that a text is shown in another language than the page's: said in the page's
// language, naming the language shown; nothing when they match.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Providers, setPageContext } from '@moveable/shared';
import { loadAllLanguages } from '@moveable/shared/testing';
import { registerTranslations } from '../../i18n/index.ts';
import { LanguageNote } from './language-note.tsx';

registerTranslations();

afterEach(() => setPageContext({ locale: 'de' }));

async function noteFor(pageLocale: 'de' | 'fr' | 'it' | 'en', shown: 'de' | 'fr' | 'it' | 'en') {
  await loadAllLanguages();
  setPageContext({ locale: pageLocale });
  const { container } = render(
    <Providers>
      <LanguageNote shown={shown} />
    </Providers>,
  );
  return container.querySelector('.mv-news-language-note');
}

describe('LanguageNote', () => {
  it.each([
    ['de', 'en', 'Diese Seite gibt es nicht in deiner Sprache; sie wird auf Englisch angezeigt.'],
    ['fr', 'de', 'Cette page n’existe pas dans votre langue ; elle est affichée en allemand.'],
    ['it', 'en', 'Questa pagina non esiste nella tua lingua; è mostrata in inglese.'],
    ['en', 'fr', 'This page is not available in your language; it is shown in French.'],
  ] as const)('page in %s, text in %s: says so in the page language', async (page, shown, text) => {
    const note = await noteFor(page, shown);
    expect(note?.textContent).toBe(text);
    expect(note?.getAttribute('lang')).toBe(page);
  });

  it('says nothing when the text is in the page language', async () => {
    expect(await noteFor('fr', 'fr')).toBeNull();
  });
});
