/**
 * Which platform's assets the UI primitives use (the sad mascot of ErrorScreen) and where
 * shared/public is served. Provided once by the shell or by a web component's root.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_PLATFORM, type Platform } from '@moveable/contract';

export interface UiTheme {
  platform: Platform;
  /** Address shared/public is served from, see assetUrl. */
  assetBase: string;
}

const UiThemeContext = createContext<UiTheme>({ platform: DEFAULT_PLATFORM, assetBase: '/' });

export function UiThemeProvider({ platform, assetBase = '/', children }: { platform: Platform; assetBase?: string; children?: ReactNode }) {
  return <UiThemeContext.Provider value={{ platform, assetBase }}>{children}</UiThemeContext.Provider>;
}

export function useUiTheme(): UiTheme {
  return useContext(UiThemeContext);
}
