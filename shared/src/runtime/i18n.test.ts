import { afterAll, describe, expect, it, vi } from 'vitest';
import { addTranslations, i18n, isLanguageLoaded, loadLanguage, type TranslationLoaders, type TranslationTexts } from './i18n.ts';
import { getPageContext, setPageContext } from './page-context.ts';

/**
 * A loader per language that counts its calls; those of `held` answer when the test says so, the
 * others at once (loadLanguage waits for every namespace registered, also other tests').
 */
function controlledLoaders(held: string) {
  const answers = new Map<string, (texts: TranslationTexts) => void>();
  const load = (locale: string) =>
    vi.fn(() =>
      locale === held
        ? new Promise<{ default: TranslationTexts }>((resolve) => {
            answers.set(locale, (texts) => resolve({ default: texts }));
          })
        : Promise.resolve({ default: { hello: locale } }),
    );
  const loaders = { de: load('de'), fr: load('fr'), it: load('it'), en: load('en') } satisfies TranslationLoaders;
  const answer = (locale: string, texts: TranslationTexts) => answers.get(locale)?.(texts);
  return { loaders, answer };
}

afterAll(() => setPageContext({ locale: 'de' }));

describe('texts per language', () => {
  it('registering loads nothing; a language loads once, and only that language', async () => {
    const { loaders, answer } = controlledLoaders('de');
    addTranslations('test-once', loaders);
    expect(loaders.de).not.toHaveBeenCalled();
    expect(isLanguageLoaded('de')).toBe(false);

    const loading = loadLanguage('de');
    answer('de', { hello: 'Hallo' });
    await loading;
    await loadLanguage('de');
    expect(loaders.de).toHaveBeenCalledTimes(1);
    expect([loaders.fr, loaders.it, loaders.en].map((l) => l.mock.calls.length)).toEqual([0, 0, 0]);
    expect(i18n.getFixedT('de', 'test-once')('hello')).toBe('Hallo');
  });

  it('a change of the page locale switches i18next only once the new texts are in', async () => {
    expect(getPageContext().locale).toBe('de');
    const { loaders, answer } = controlledLoaders('fr');
    addTranslations('test-switch', loaders);
    await loadLanguage('de');
    await i18n.changeLanguage('de');

    setPageContext({ locale: 'fr' });
    await vi.waitFor(() => expect(loaders.fr).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // still German, in full: no keys, no half-switched page
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello', { ns: 'test-switch' })).toBe('de');

    answer('fr', { hello: 'Bonjour' });
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    expect(i18n.t('hello', { ns: 'test-switch' })).toBe('Bonjour');
    expect([loaders.it, loaders.en].map((l) => l.mock.calls.length)).toEqual([0, 0]);
  });

  it('a failed load is tried again by the next caller', async () => {
    let calls = 0;
    const failingOnce = vi.fn(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { hello: 'Ciao' } })));
    addTranslations('test-retry', { de: failingOnce, fr: failingOnce, it: failingOnce, en: failingOnce });
    await expect(loadLanguage('it')).rejects.toThrow('offline');
    await loadLanguage('it');
    expect(i18n.getFixedT('it', 'test-retry')('hello')).toBe('Ciao');
  });
});
