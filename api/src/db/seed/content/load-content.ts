// The content pages (about, guidelines, imprint, privacy, terms, the sign-in service's and the
// app's variants) as the seed stores them: one Markdown file per page and language,
// content/<page>/<locale>.md, with a YAML front matter of `title` and `description` (the page's
// <title> and meta description; the page renders the title as its h1, so bodies start at ##).
//
// gray-matter reads the front matter. It would evaluate `---js` front matter with eval(), so
// every engine but YAML (js-yaml's safeLoad) is refused: a content file is data, never code.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { CONTENT_PAGES, LOCALES, type ContentPageName, type Locale, type Platform } from '@moveable/contract';
import { PLACEHOLDERS, placeholderValues, type Placeholder, type PlaceholderValues } from './platform-values.ts';

// The page names are the contract's: the API's routes and the browser ask for the same ones.
export { CONTENT_PAGES, type ContentPageName };

/** A page as written, placeholders unfilled. */
export interface ContentSource {
  page: ContentPageName;
  locale: Locale;
  title: string;
  description: string;
  body: string;
}

/** A page for one site: every placeholder filled. */
export interface ContentPage {
  page: ContentPageName;
  locale: Locale;
  title: string;
  description: string;
  bodyMarkdown: string;
}

export const CONTENT_DIR = fileURLToPath(new URL('.', import.meta.url));

const FRONT_MATTER_KEYS = ['title', 'description'] as const;

const refuse = (language: string) => () => {
  throw new Error(`front matter in ${language} is not accepted: write YAML`);
};
const MATTER_OPTIONS = { engines: { javascript: refuse('JavaScript'), json: refuse('JSON') } };

/** Parses one file's text. Strict: YAML front matter with exactly title and description, and a body. */
export function parseContentFile(text: string, page: ContentPageName, locale: Locale): ContentSource {
  const where = `content/${page}/${locale}.md`;
  // `---` or `---<language>`: the language reaches gray-matter, which refuses all but YAML.
  if (!/^---[a-z]*\r?\n/i.test(text)) throw new Error(`${where}: must start with a --- front matter line`);
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(text, MATTER_OPTIONS);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
  const data: Record<string, unknown> = file.data;
  const unknown = Object.keys(data).filter((key) => !(FRONT_MATTER_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown front matter ${unknown.join(', ')}`);
  const [title, description] = FRONT_MATTER_KEYS.map((key) => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: front matter ${key} must be a non-empty text`);
    return value.trim();
  }) as [string, string];
  const body = file.content.trim();
  if (body === '') throw new Error(`${where}: the body is empty`);
  return { page, locale, title, description, body: `${body}\n` };
}

/** Every page in every language; a missing or malformed file is an error naming it. */
export async function readContentSources(dir: string = CONTENT_DIR): Promise<ContentSource[]> {
  const reads = CONTENT_PAGES.flatMap((page) =>
    LOCALES.map(async (locale) => parseContentFile(await readFile(`${dir}/${page}/${locale}.md`, 'utf8'), page, locale)),
  );
  return Promise.all(reads);
}

export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholder names a text uses, known or not. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');
}

/** Fills `{{name}}`; an unknown name is an error rather than text left for a reader to see. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isPlaceholder(name)) throw new Error(`unknown placeholder ${whole}`);
    return values[name];
  });
}

export function fillSource(source: ContentSource, platform: Platform, country: string | null, overrides?: Partial<PlaceholderValues>): ContentPage {
  const values = placeholderValues({ platform, country, locale: source.locale, overrides });
  const fill = (text: string) => {
    try {
      return fillPlaceholders(text, values);
    } catch (error) {
      throw new Error(`content/${source.page}/${source.locale}.md: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    page: source.page,
    locale: source.locale,
    title: fill(source.title),
    description: fill(source.description),
    bodyMarkdown: fill(source.body),
  };
}

export interface LoadContentOptions {
  platform: Platform;
  /** Two-letter country code or 'world'; null is the worldwide variant. */
  country: string | null;
  /** Replace a placeholder's value, e.g. `siteUrl` with the deployment's PUBLIC_URL. */
  overrides?: Partial<PlaceholderValues>;
  dir?: string;
}

/** The content pages of one site, in every language, ready to store. */
export async function loadContent({ platform, country, overrides, dir }: LoadContentOptions): Promise<ContentPage[]> {
  const sources = await readContentSources(dir);
  return sources.map((source) => fillSource(source, platform, country, overrides));
}
