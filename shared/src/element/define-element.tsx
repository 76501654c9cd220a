// Custom elements from the same components as the pages: shadow DOM with our CSS inside, so a
// partner's styles can't break ours and ours can't leak into their page. Inheritance crosses a
// shadow root, so theme.css's `:host` rule (first in the element's style) resets what the page
// would pass down – font, size, colour, line height – and sets ours. An element renders once the
// texts of its language are in (its lang attribute, else the page's).
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import {
  EmbeddedProvider,
  PLATFORMS,
  Providers,
  getPageContext,
  isLocale,
  themeCss,
  themeFor,
  type PageContext,
  type Platform,
} from '@moveable/shared';
import { LanguageGate } from './language-gate.tsx';

type PropType = 'string' | 'number' | 'boolean' | 'json';

/** Attributes every element understands: the page context it shows. */
interface ContextAttributes {
  platform?: string;
  country?: string;
  lang?: string;
}

const CONTEXT_PROPS = { platform: 'string', country: 'string', lang: 'string' } as const;

function contextFrom(attrs: ContextAttributes): Partial<PageContext> {
  const ctx: Partial<PageContext> = {};
  if (attrs.platform && (PLATFORMS as readonly string[]).includes(attrs.platform)) ctx.platform = attrs.platform as Platform;
  if (attrs.country) ctx.country = attrs.country.toLowerCase();
  if (attrs.lang && isLocale(attrs.lang)) ctx.locale = attrs.lang;
  return ctx;
}

export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  { props, css = [] }: { props: Record<string, PropType>; css?: readonly string[] },
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return; // shell and page may both load it
  function Element(allProps: P & ContextAttributes) {
    const ctx = contextFrom(allProps);
    const theme = themeFor(ctx.platform ?? 'bikeable');
    return (
      <EmbeddedProvider>
        <Providers context={ctx}>
          <style>{[themeCss, ...css].join('\n')}</style>
          <div className={`moveable-element ${theme.themeClass}`}>
            <LanguageGate locale={ctx.locale ?? getPageContext().locale}>
              <Component {...allProps} />
            </LanguageGate>
          </div>
        </Providers>
      </EmbeddedProvider>
    );
  }
  // r2wc types props per component; ours are declared by the caller, so widen once here.
  const options = { shadow: 'open', props: { ...CONTEXT_PROPS, ...props } } as Parameters<typeof r2wc>[1];
  customElements.define(tag, r2wc(Element as ComponentType<object>, options));
}
