// single-spa lifecycles for a micro-frontend, all alike: React from the import map, the shared
// providers around the app, and the shared error screen when mounting fails.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { Providers } from './providers.tsx';
import { ErrorScreen } from '../ui/index.ts';

export interface MicroFrontendProps {
  name: string;
  /** Route name from the shell's route table, e.g. 'spots-id'. */
  routeName?: string;
}

export function createLifecycles<P extends object>(App: ComponentType<P>) {
  const Root = (props: P & MicroFrontendProps) => (
    <Providers>
      <App {...props} />
    </Providers>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <ErrorScreen error={error} size="medium" />,
  });
}
