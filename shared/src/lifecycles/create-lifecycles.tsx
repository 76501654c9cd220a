// single-spa lifecycles for a micro-frontend, all alike: React from the import map, the shared
// providers around the app, the shared error screen when mounting fails, and the micro-frontend's
// CSS in the page's <head> (the same list its custom element puts into its shadow root). Mounting
// waits for the page language's texts, so the first frame is never a screen of keys.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { ErrorScreen, Providers, addPageCss, loadLanguage } from '@moveable/shared';

export interface MicroFrontendProps {
  name: string;
  /** Route name from the shell's route table, e.g. 'spots-id'. */
  routeName?: string;
}

export interface LifecycleOptions {
  /** The micro-frontend's CSS texts, in cascade order: added to <head> once, before the first render. */
  css?: readonly string[];
  /** Awaited with the texts before each mount: e.g. the chunk of the route's page, so it renders at once. */
  beforeMount?: () => Promise<unknown>;
}

export function createLifecycles<P extends object>(App: ComponentType<P>, { css = [], beforeMount }: LifecycleOptions = {}) {
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
  const mount: typeof lifecycles.mount = async (props) => {
    // The texts of every namespace registered so far (the app's own, shared's) in the page's
    // language, and what the app asks for, fetched in parallel.
    await Promise.all([loadLanguage(), beforeMount?.()]);
    addPageCss(css);
    return lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}
