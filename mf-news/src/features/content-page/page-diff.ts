// Two texts of a page → the rows of a line diff (jsdiff's diffLines): added, removed and unchanged
// lines, long unchanged stretches folded into one "n unchanged lines" row so the changes of a long
// legal text stay findable.
import { diffLines } from 'diff';

export type DiffRow = { kind: 'added' | 'removed' | 'unchanged'; text: string } | { kind: 'folded'; lines: number };

/** Unchanged lines kept around each change. */
const CONTEXT = 2;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop(); // the newline that ends a run is no line of its own
  return lines;
}

/** The API stores texts trimmed at the ends (the seed's end with a newline): no change to show. */
export const sameText = (a: string, b: string) => a.trim() === b.trim();

/** The rows from `before` to `after`; [] when they are the same. */
export function diffRows(before: string, after: string): DiffRow[] {
  const changes = diffLines(`${before.trim()}\n`, `${after.trim()}\n`);
  if (changes.every((change) => !change.added && !change.removed)) return [];
  const rows: DiffRow[] = [];
  changes.forEach((change, index) => {
    const lines = linesOf(change.value);
    if (change.added || change.removed) {
      const kind = change.added ? 'added' : 'removed';
      for (const text of lines) rows.push({ kind, text });
      return;
    }
    const first = index === 0;
    const last = index === changes.length - 1;
    const head = first ? [] : lines.slice(0, CONTEXT);
    const tail = last ? [] : lines.slice(Math.max(head.length, lines.length - CONTEXT));
    const folded = lines.length - head.length - tail.length;
    for (const text of head) rows.push({ kind: 'unchanged', text });
    if (folded > 0) rows.push({ kind: 'folded', lines: folded });
    for (const text of tail) rows.push({ kind: 'unchanged', text });
  });
  return rows;
}
