// Everything a micro-frontend's React tree needs from the page: one query cache, one i18n
// instance, the page context, and an error boundary that shows the shared error screen.
import { Component, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from './query-client.ts';
import { i18n } from './i18n.ts';
import { PageContextOverride, usePageContext } from './context-hooks.tsx';
import { assetBase } from './config.ts';
import type { PageContext } from './page-context.ts';
import { ErrorScreen, UiThemeProvider } from '../ui/index.ts';

interface BoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; size?: 'small' | 'medium' }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('moveable: render failed', error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      return <ErrorScreen error={this.state.error} size={this.props.size ?? 'medium'} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** The UI primitives draw the current platform's mascot from our own origin (also in embeds). */
function UiTheme({ children }: { children: ReactNode }) {
  const { platform } = usePageContext();
  return (
    <UiThemeProvider platform={platform} assetBase={assetBase()}>
      {children}
    </UiThemeProvider>
  );
}

export function Providers({
  children,
  context,
  client = queryClient,
}: {
  children: ReactNode;
  context?: Partial<PageContext>;
  client?: QueryClient;
}) {
  // An element with its own lang attribute speaks it, whatever the partner page's language.
  const locale = context?.locale;
  const elementI18n = useMemo(() => (locale ? i18n.cloneInstance({ lng: locale }) : i18n), [locale]);
  const tree = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={elementI18n}>
        <UiTheme>
          <ErrorBoundary>{children}</ErrorBoundary>
        </UiTheme>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return context ? <PageContextOverride value={context}>{tree}</PageContextOverride> : tree;
}
