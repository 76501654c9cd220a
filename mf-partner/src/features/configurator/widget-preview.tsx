// The live preview: the real elements, loaded as a partner's page loads them – by their import-map
// specifiers, from their own micro-frontends' builds (never bundled into mf-partner) – and given
// the same attributes the snippets write, so what is previewed is what is copied.
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@moveable/shared';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import { ELEMENT_OF_VIEW, elementAttributes, elementStyle, type WidgetConfig, type WidgetElement } from './widget-config.ts';

const ELEMENT_MODULES: Record<WidgetElement, string> = {
  'moveable-spots': '@moveable/mf-spots/element',
  'moveable-map': '@moveable/mf-map/element',
};

/** Loads an element's module through the import map (a variable specifier: the build leaves it alone). */
async function loadElement(element: WidgetElement): Promise<void> {
  const specifier = ELEMENT_MODULES[element];
  await import(/* @vite-ignore */ specifier);
  await customElements.whenDefined(element);
}

type Status = 'loading' | 'ready' | 'error';

function useElements(elements: readonly WidgetElement[]): Status {
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    let current = true;
    setStatus(elements.every((element) => customElements.get(element)) ? 'ready' : 'loading');
    Promise.all(elements.map(loadElement)).then(
      () => current && setStatus('ready'),
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [elements]);
  return status;
}

export function WidgetPreview({ config, labelledBy }: { config: WidgetConfig; labelledBy: string }) {
  const { t } = usePartnerTranslation();
  const elements = ELEMENT_OF_VIEW[config.view];
  const status = useElements(elements);
  const box = useRef<HTMLDivElement>(null);
  // What the elements are built from, as one value: the effect runs when it changes, not on every render.
  const markup = JSON.stringify(
    elements.map((element) => ({ element, attributes: [...elementAttributes(config, element), ['style', elementStyle(config)]] })),
  );

  // New elements for each change, built from the snippets' own attribute lists: an element reads
  // its attributes as a partner's page gives them, at its start.
  useEffect(() => {
    const target = box.current;
    if (status !== 'ready' || !target) return;
    const specs = JSON.parse(markup) as { element: WidgetElement; attributes: [string, string][] }[];
    target.replaceChildren(
      ...specs.map(({ element, attributes }) => {
        const node = document.createElement(element);
        for (const [name, value] of attributes) node.setAttribute(name, value);
        return node;
      }),
    );
    return () => target.replaceChildren();
  }, [status, markup]);

  return (
    <div className="mp-preview" role="group" aria-labelledby={labelledBy} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? <Spinner size="md" label={t('configurator.preview.loading')} /> : null}
      {status === 'error' ? <p role="alert">{t('configurator.preview.error')}</p> : null}
      <div ref={box} className="mp-preview__elements" />
    </div>
  );
}
