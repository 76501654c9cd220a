// Reads the head tags of a served page from its raw HTML, as a link preview does (no scripts). The
// server writes every tag on one pattern (api/src/site/head/render-head.ts), so patterns read it
// exactly; entities are decoded back, so a test compares with the text as stored.
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITY[name]!);

export interface RawHead {
  lang: string | undefined;
  /** Every <title> element's text (one expected). */
  titles: string[];
  /** name or property → every content given for it. */
  meta: Map<string, string[]>;
  canonical: string[];
  /** hreflang → href. */
  alternates: Record<string, string>;
  links: { rel: string; href: string }[];
}

export function readHead(html: string): RawHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta.set(m[1]!, [...(meta.get(m[1]!) ?? []), decode(m[2]!)]);
  }
  const links = [...head.matchAll(/<link rel="([^"]+)" href="([^"]*)"/g)].map((m) => ({ rel: m[1]!, href: decode(m[2]!) }));
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]+)"/g)].map((m) => [m[2]!, decode(m[1]!)]),
  );
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates,
    links,
  };
}

/** The one value of a meta tag; fails on none or several. */
export function one(head: RawHead, key: string): string {
  const values = head.meta.get(key) ?? [];
  if (values.length !== 1) throw new Error(`${key}: ${values.length} tags`);
  return values[0]!;
}
