/**
 * Plain text (spot descriptions, comments) → HTML with clickable web and e-mail addresses and
 * line breaks; everything else escaped (domain notes: "links made clickable, everything else
 * escaped"). Phone numbers are deliberately NOT linked: in spot texts digit runs are mostly
 * dates, counts, street numbers and postcodes, so a phone pattern would mislink far more than
 * it helps.
 */
import { escapeHtml } from './escape-html';
import { isSanitizerLoaded, sanitizeHtml } from './sanitizer';
import { USER_LINK_REL, isExternalUrl } from './url-policy';

/*
 * Every part is bounded or anchored on a literal so the scan stays linear on hostile input:
 * - web addresses start at a word boundary with http(s):// or www. and run to whitespace,
 *   angle brackets or quotes (a quote never becomes part of an address);
 * - e-mail local parts start where no address character precedes and are at most 64 long.
 */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+|(?<![\w.%+-])[\w.%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}\b/gi;

const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?']);
const OPENER_OF: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/**
 * "(see https://x.ch/a_(b)), ok." → the address is https://x.ch/a_(b); the rest is text.
 * Trailing punctuation and unbalanced closing brackets are dropped; one pass from the end with
 * counts taken once keeps this linear however many brackets there are.
 */
function trimAddress(candidate: string): string {
  const open = new Map<string, number>();
  const close = new Map<string, number>();
  for (const character of candidate) {
    if (character === '(' || character === '[' || character === '{') open.set(character, (open.get(character) ?? 0) + 1);
    else if (OPENER_OF[character] !== undefined) close.set(character, (close.get(character) ?? 0) + 1);
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1] ?? '';
    const opener = OPENER_OF[last];
    if (TRAILING_PUNCTUATION.has(last)) {
      end -= 1;
    } else if (opener !== undefined && (close.get(last) ?? 0) > (open.get(opener) ?? 0)) {
      close.set(last, (close.get(last) ?? 0) - 1);
      end -= 1;
    } else {
      break;
    }
  }
  return candidate.slice(0, end);
}

function hrefFor(address: string): string | null {
  if (/^https?:\/\//i.test(address)) return /^https?:\/\/[^/?#]/i.test(address) ? address : null;
  if (/^www\./i.test(address)) return address.length > 4 ? `https://${address}` : null;
  return `mailto:${address}`;
}

function anchor(href: string, text: string): string {
  const target = isExternalUrl(href) ? ' target="_blank"' : '';
  return `<a href="${escapeHtml(href)}" rel="${USER_LINK_REL}"${target}>${escapeHtml(text)}</a>`;
}

const textToHtml = (text: string): string => escapeHtml(text).replace(/\r\n?|\n/g, '<br>');

export function linkify(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '';
  const source = String(text);
  let html = '';
  let position = 0;
  for (const match of source.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = hrefFor(address);
    if (href === null) continue;
    html += textToHtml(source.slice(position, start)) + anchor(href, address);
    position = start + address.length;
  }
  html += textToHtml(source.slice(position));
  // Built safe already; with a DOM it also passes the sanitiser as a second line of defence, and
  // until that has loaded (sanitizer.ts) the text shows without links.
  if (typeof window === 'undefined') return html;
  return isSanitizerLoaded() ? sanitizeHtml(html) : textToHtml(source);
}
