// CSS that travels with a lazily loaded page's chunk (premium, the configurator), so the other
// pages of mf-partner never load it: the first mount puts it into <head>, once.
import { useInsertionEffect } from 'react';
import { addPageCss } from '@moveable/shared';

export function useChunkStyles(css: string): void {
  useInsertionEffect(() => addPageCss([css]), [css]);
}
