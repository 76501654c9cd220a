// single-spa lifecycles for a micro-frontend, all alike: React from the import map, the shared
// providers around the app, the shared error screen when mounting fails, and the micro-frontend's
// CSS in the page's <head> (the same list its custom element puts into its shadow root).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { Providers } from './providers.tsx';
import { ErrorScreen } from '../ui/index.ts';
import { addPageCss } from '../theme/index.ts';

export interface MicroFrontendProps {
  name: string;
  /** Route name from the shell's route table, e.g. 'spots-id'. */
  routeName?: string;
}

export interface LifecycleOptions {
  /** The micro-frontend's CSS texts, in cascade order: added to <head> once, before the first render. */
  css?: readonly string[];
}

export function createLifecycles<P extends object>(App: ComponentType<P>, { css = [] }: LifecycleOptions = {}) {
  const Root = (props: P & MicroFrontendProps) => (
    <Providers>
      <App {...props} />
    </Providers>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <ErrorScreen error={error} size="medium" />,
  });
  const mount: typeof lifecycles.mount = (props) => {
    addPageCss(css);
    return lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}
