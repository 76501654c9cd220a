/**
 * Test helper for the shared package's own component tests: a fresh i18next instance with the
 * shared resources per test, and render() wrapped in its provider. A missing key throws, so a
 * component that shows an untranslated key fails its test.
 */
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { SHARED_NAMESPACE, sharedResources } from '../src/i18n/index.ts';
import { LOCALES, type Locale } from '@moveable/contract';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function createTestI18n(lng: Locale = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: [SHARED_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    resources: Object.fromEntries(LOCALES.map((l) => [l, { [SHARED_NAMESPACE]: sharedResources[l] }])),
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(`Missing translation ${namespace}:${key}`);
    },
    react: { useSuspense: false },
  });
  return instance;
}

export function renderWithI18n(
  ui: ReactElement,
  { lng = 'en', ...options }: { lng?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
