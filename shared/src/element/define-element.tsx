// Custom elements from the same components as the pages: shadow DOM with our CSS inside, so a
// partner's styles can't break ours and ours can't leak into their page. Inheritance crosses a
// shadow root, so theme.css's `:host` rule (first in the element's style) resets what the page
// would pass down – font, size, colour, line height – and sets ours. An element renders once the
// texts of its language are in (its lang attribute, else the page's).
//
// Every element takes the same common attributes (common-attributes.ts, docs/embedding.md); its
// component gets them read as `selection` (the spot filters) beside its own attributes.
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType, type CSSProperties } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { EmbeddedProvider, Providers, config, createQueryClient, getPageContext, queryClient, themeCss, themeFor } from '@moveable/shared';
import { LanguageGate } from './language-gate.tsx';
import { COMMON_ATTRIBUTE_PROPS, readCommonAttributes, type CommonAttributes, type SpotSelection } from './common-attributes.ts';
import { announceSpotSelect } from './spot-select.ts';
import { useShadowStyles } from './shadow-styles.ts';
import elementThemesCss from './element-themes.css?inline';

type PropType = 'string' | 'number' | 'boolean' | 'json';

/** What defineElement adds to the component's own props. */
export interface ElementProps {
  selection: SpotSelection;
}

const COMMON_NAMES = Object.keys(COMMON_ATTRIBUTE_PROPS) as (keyof CommonAttributes)[];

// An element that calls another API keeps its answers apart from the page's (same keys, other data).
const clients = new Map<string, QueryClient>();
function clientFor(apiBase: string | null): QueryClient {
  if (!apiBase) return queryClient;
  let client = clients.get(apiBase);
  if (!client) clients.set(apiBase, (client = createQueryClient()));
  return client;
}

export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & ElementProps>,
  {
    props,
    css = [],
    spotSelect = false,
  }: {
    props: Record<string, PropType>;
    css?: readonly string[];
    /** The element shows spots: a click on one emits moveable:spot-select (spot-select.ts). */
    spotSelect?: boolean;
  },
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return; // shell and page may both load it
  const elementCss = [themeCss, elementThemesCss, ...css].join('\n');
  function Element(allProps: P & CommonAttributes) {
    const attributes = COMMON_NAMES.map((name) => allProps[name]);
    // Read again only when one of them changes (r2wc renders on every attribute change).
    const settings = useMemo(
      () => readCommonAttributes(Object.fromEntries(COMMON_NAMES.map((name, i) => [name, attributes[i]]))),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the attribute values are the dependencies
      attributes,
    );
    const theme = themeFor(settings.context.platform ?? 'bikeable');
    const styles = useShadowStyles(elementCss);
    return (
      <EmbeddedProvider apiBase={settings.apiBase}>
        <Providers context={settings.context} client={clientFor(settings.apiBase)}>
          {styles.inline === null ? null : <style>{styles.inline}</style>}
          <div
            ref={styles.ref}
            className={`moveable-element ${theme.themeClass} mv-theme-${settings.theme}${settings.accent ? ' mv-accent' : ''}`}
            style={settings.accent ? ({ '--ms-color-accent': settings.accent } as CSSProperties) : undefined}
            onClick={spotSelect ? (event) => announceSpotSelect(event.nativeEvent, config.siteUrl) : undefined}
          >
            <LanguageGate locale={settings.context.locale ?? getPageContext().locale}>
              <Component {...allProps} selection={settings.selection} />
            </LanguageGate>
          </div>
        </Providers>
      </EmbeddedProvider>
    );
  }
  // r2wc types props per component; ours are declared by the caller, so widen once here.
  const options = { shadow: 'open', props: { ...COMMON_ATTRIBUTE_PROPS, ...props } } as Parameters<typeof r2wc>[1];
  customElements.define(tag, r2wc(Element as ComponentType<object>, options));
}
