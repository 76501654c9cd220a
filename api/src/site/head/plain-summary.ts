// A spot's description as a page description: one line of plain text of at most ~160 characters
// (what search results and link previews show), cut at a word with an ellipsis.
export const DESCRIPTION_MAX = 160;

export function plainSummary(text: string, max = DESCRIPTION_MAX): string {
  // Control characters and line breaks become spaces: a description tag is one line.
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f\s]+/gu, ' ').trim();
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
