// The organisation pages' CSS travels with their chunk: the first one puts it into <head>, once.
import { useInsertionEffect } from 'react';
import organisationCss from './organisation.css?inline';

const STYLE_ID = 'ma-organisation-css';

export function useOrganisationStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = organisationCss;
    document.head.append(style);
  }, []);
}
