// What the answer's text becomes when a template is picked. Nothing typed is lost: an empty text,
// or one that is still the last template untouched, is replaced; anything else keeps its words
// and gets the template after a blank line.
export function withTemplate(text: string, lastPicked: string | null, template: string): string {
  if (text.trim() === '' || text === lastPicked) return template;
  return `${text.trimEnd()}\n\n${template}`;
}
