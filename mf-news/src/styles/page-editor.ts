// The page editor's own CSS: added when the editor opens (features/content-page/page-editor.tsx),
// so readers of the content pages never load it.
import editorCss from './page-editor.css?inline';

export const pageEditorCss: readonly string[] = [editorCss];
