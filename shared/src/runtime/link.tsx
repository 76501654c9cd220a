// An anchor that stays inside the single-page app: a real href (open in new tab, screen readers,
// no-JS crawlers) and a click that navigates without reloading.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { localizePath } from '../rules/index.ts';
import { navigate } from './router.ts';
import { useEmbedded, usePageContext } from './context-hooks.tsx';
import { config } from './config.ts';

export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const embedded = useEmbedded();
  const { locale } = usePageContext();
  const path = localizePath(to, locale);
  const target = embedded ? new URL(path, config.siteUrl).href : path;
  function handle(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (embedded || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    navigate(target);
  }
  return <a href={target} onClick={handle} {...rest} />;
}
