// The organisation page's CSS travels with its chunk, so /partner and <moveable-partner> never load
// it: the first organisation page puts it into <head>, once.
import { useInsertionEffect } from 'react';
import organisationCss from './organisation.css?inline';

const STYLE_ID = 'mp-organisation-css';

export function useOrganisationStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = organisationCss;
    document.head.append(style);
  }, []);
}
