// Newsletter tests: subscribing, and the links the mails carry (read as a person would, from the
// message's text).
import type { ParsedMail } from 'mailparser';
import type { TestApp } from '../../helpers/app.ts';

export const CONSENT = '2026-11-26';

export function subscribe(t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions',
    payload,
    headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', ...headers },
    remoteAddress,
  });
}

export const confirm = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
export const unsubscribe = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });

/** The site link with ?confirm= or ?unsubscribe= in a mail's text. */
export function pageLink(text: string, kind: 'confirm' | 'unsubscribe'): URL {
  const match = new RegExp(`https?://[^\\s"<>]+\\?${kind}=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return new URL(match[0]);
}

export function tokenIn(text: string, kind: 'confirm' | 'unsubscribe'): string {
  return pageLink(text, kind).searchParams.get(kind) ?? '';
}

/** A header of a parsed message as text (mailparser keeps structured headers as objects). */
export function headerOf(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase());
  return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : '';
}
