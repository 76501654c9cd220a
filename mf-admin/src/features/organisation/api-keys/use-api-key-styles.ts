// The API keys section's CSS travels with the organisation page's chunk: put into <head> once.
import { useInsertionEffect } from 'react';
import apiKeysCss from './api-keys.css?inline';

const STYLE_ID = 'ma-api-keys-css';

export function useApiKeyStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = apiKeysCss;
    document.head.append(style);
  }, []);
}
