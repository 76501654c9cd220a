// The editor's CSS travels with its chunk, so readers of /news never load it: the first editor
// on the page puts it into <head>, once.
import { useInsertionEffect } from 'react';
import editorCss from './editor.css?inline';

const STYLE_ID = 'mv-news-editor-css';

export function useEditorStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = editorCss;
    document.head.append(style);
  }, []);
}
