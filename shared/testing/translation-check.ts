// What every micro-frontend's translations must satisfy, as a list of problems (empty: fine):
// each language has exactly the keys of German, no text is empty, and every text keeps the
// {{placeholders}} of its German original. The packages' tests call it on their resources.
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

export function translationProblems(resources: Record<string, object>, reference = 'de'): string[] {
  const base = leaves(resources[reference] as Tree);
  const problems: string[] = [];
  for (const [locale, tree] of Object.entries(resources)) {
    const texts = leaves(tree as Tree);
    for (const key of base.keys()) if (!texts.has(key)) problems.push(`${locale}: missing ${key}`);
    for (const [key, text] of texts) {
      if (!base.has(key)) problems.push(`${locale}: ${key} is not in ${reference}`);
      else if (placeholders(text) !== placeholders(base.get(key)!))
        problems.push(`${locale}: ${key} has {{${placeholders(text)}}}, ${reference} {{${placeholders(base.get(key)!)}}}`);
      if (!text.trim()) problems.push(`${locale}: ${key} is empty`);
    }
  }
  return problems;
}
