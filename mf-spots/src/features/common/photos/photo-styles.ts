// The photo picker's CSS, once per page in <head> (whichever page uses the picker first).
import { useInsertionEffect } from 'react';
import { ensurePageStyle } from '@moveable/shared';
import photosCss from '../../../styles/photos.css?inline';

export function usePhotoStyles(): void {
  useInsertionEffect(() => ensurePageStyle('moveable-mf-spots-photos-css', photosCss), []);
}
