// The photo picker's CSS, once per page in <head> (whichever page uses the picker first).
import { useInsertionEffect } from 'react';
import photosCss from '../../styles/photos.css?inline';

const STYLE_ID = 'moveable-mf-spots-photos-css';

export function usePhotoStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = photosCss;
    document.head.appendChild(style);
  }, []);
}
