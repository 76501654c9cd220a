// An anchor that stays inside the single-page app: a real href (open in new tab, screen readers,
// no-JS crawlers) and a click that navigates without reloading. Addresses are checked as
// navigate() checks them (navigation-target.ts, spec §8): an external one (another origin, mailto:,
// tel:) becomes a plain anchor only when marked `external`; a refused one (unmarked external, or a
// javascript:/data:/vbscript: address) renders its content in an anchor without href, which is
// no link at all, and warns once.
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { localizePath } from './locale-paths.ts';
import { navigate } from './router.ts';
import { useEmbedded, usePageContext } from './context-hooks.tsx';
import { config } from './config.ts';
import { checkNavigation, warnRefusedNavigation } from './navigation-target.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** `to` leaves the site on purpose: rendered as a plain anchor the browser follows. */
  external?: boolean;
}

export function Link({ to, external = false, onClick, ...rest }: LinkProps) {
  const embedded = useEmbedded();
  const { locale } = usePageContext();
  // Inside a partner's page the links lead to our site, not to the partner's.
  const base = embedded ? config.siteUrl : location.href;
  const site = { base, siteOrigin: new URL(base).origin };
  // The address as written is checked (a leading space or backslash must not slip past as a
  // path once localized), then a path of the site in the page's language again: taking a prefix
  // off must not leave a '//host' behind ('/fr//evil.example' in German).
  let checked = checkNavigation(to, { ...site, external });
  let path = to;
  if (typeof checked !== 'string' && checked.origin === site.siteOrigin) {
    path = localizePath(to, locale);
    checked = checkNavigation(path, site);
  }
  const refusal = typeof checked === 'string' ? checked : null;
  useEffect(() => {
    if (refusal) warnRefusedNavigation(to, refusal);
  }, [to, refusal]);
  if (typeof checked === 'string') return <a onClick={onClick} {...rest} />;
  // The browser follows an external address itself; a path of the site stays as written
  // ('/fr/spots'), absolute inside a partner's page.
  const leaves = checked.origin !== site.siteOrigin;
  const target = leaves || embedded ? checked.href : path;
  function handle(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (leaves || embedded || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    navigate(target);
  }
  return <a href={target} onClick={handle} {...rest} />;
}
