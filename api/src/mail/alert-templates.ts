// The organisations' alerts (issue 13), in the member's language, in the one layout of every
// mail: `organisation-alert`, one new spot or comment in the organisation's area at once, and
// `organisation-digest`, the new spots and comments of one day. Both end with the link to the
// member's alert settings. Every value is escaped by layoutMail.
import type { Locale } from '@moveable/contract';
import { layoutMail, type RenderedMail } from './templates.ts';

export interface AlertItem {
  kind: 'spot' | 'comment';
  /** The spot's title (a comment's spot's). */
  title: string;
  /** The first words of a comment; empty for a spot. */
  excerpt: string;
  link: string;
}

export interface AlertMailValues {
  platform: string;
  organisation: string;
  username: string | null;
  /** Where the member changes or ends the alerts. */
  settingsLink: string;
}

export interface DigestMailValues extends AlertMailValues {
  /** The day the digest covers, as the reader writes dates (formatDay). */
  day: string;
  items: AlertItem[];
  /** The organisation's spots on the site. */
  link: string;
}

interface Wording {
  hello: (name: string | null) => string;
  team: (platform: string) => string;
  alertSubject: (v: AlertMailValues, item: AlertItem) => string;
  alertIntro: (v: AlertMailValues, item: AlertItem) => string[];
  alertButton: (item: AlertItem) => string;
  digestSubject: (v: DigestMailValues) => string;
  digestIntro: (v: DigestMailValues, spots: number, comments: number) => string;
  digestButton: string;
  itemLine: (item: AlertItem) => string;
  settings: string;
}

const quote = (excerpt: string, open: string, close: string) => (excerpt ? ` ${open}${excerpt}${close}` : '');

const WORDING: Record<Locale, Wording> = {
  de: {
    hello: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    team: (p) => `Dein ${p}-Team`,
    alertSubject: (v, i) => (i.kind === 'spot' ? `Neuer Spot im Gebiet von ${v.organisation}: ${i.title}` : `Neuer Kommentar zu «${i.title}»`),
    alertIntro: (v, i) =>
      i.kind === 'spot'
        ? [`Im Gebiet von ${v.organisation} wurde ein neuer Spot erfasst: «${i.title}».`]
        : [`Zum Spot «${i.title}» im Gebiet von ${v.organisation} gibt es einen neuen Kommentar:${quote(i.excerpt, '«', '»')}`],
    alertButton: (i) => (i.kind === 'spot' ? 'Spot ansehen' : 'Kommentar ansehen'),
    digestSubject: (v) => `Neu im Gebiet von ${v.organisation} am ${v.day}`,
    digestIntro: (v, s, c) => `Am ${v.day} kamen im Gebiet von ${v.organisation} ${s} neue Spots und ${c} neue Kommentare dazu:`,
    digestButton: 'Alle Spots ansehen',
    itemLine: (i) => (i.kind === 'spot' ? `Neuer Spot: ${i.title}` : `Kommentar zu «${i.title}»:${quote(i.excerpt, '«', '»')}`),
    settings: 'Du bekommst diese E-Mail, weil du Benachrichtigungen für diese Organisation eingeschaltet hast. Ändern oder abbestellen:',
  },
  fr: {
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    team: (p) => `L’équipe ${p}`,
    alertSubject: (v, i) =>
      i.kind === 'spot' ? `Nouveau spot dans le territoire de ${v.organisation} : ${i.title}` : `Nouveau commentaire sur « ${i.title} »`,
    alertIntro: (v, i) =>
      i.kind === 'spot'
        ? [`Un nouveau spot a été signalé dans le territoire de ${v.organisation} : « ${i.title} ».`]
        : [`Le spot « ${i.title} » dans le territoire de ${v.organisation} a un nouveau commentaire :${quote(i.excerpt, '« ', ' »')}`],
    alertButton: (i) => (i.kind === 'spot' ? 'Voir le spot' : 'Voir le commentaire'),
    digestSubject: (v) => `Nouveautés dans le territoire de ${v.organisation} le ${v.day}`,
    digestIntro: (v, s, c) =>
      `Le ${v.day}, ${s} nouveaux spots et ${c} nouveaux commentaires ont été ajoutés dans le territoire de ${v.organisation} :`,
    digestButton: 'Voir tous les spots',
    itemLine: (i) => (i.kind === 'spot' ? `Nouveau spot : ${i.title}` : `Commentaire sur « ${i.title} » :${quote(i.excerpt, '« ', ' »')}`),
    settings: 'Tu reçois cet e-mail parce que tu as activé les alertes pour cette organisation. Les modifier ou les désactiver :',
  },
  it: {
    hello: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    team: (p) => `Il team di ${p}`,
    alertSubject: (v, i) => (i.kind === 'spot' ? `Nuovo spot nel territorio di ${v.organisation}: ${i.title}` : `Nuovo commento su «${i.title}»`),
    alertIntro: (v, i) =>
      i.kind === 'spot'
        ? [`Nel territorio di ${v.organisation} è stato segnalato un nuovo spot: «${i.title}».`]
        : [`Lo spot «${i.title}» nel territorio di ${v.organisation} ha un nuovo commento:${quote(i.excerpt, '«', '»')}`],
    alertButton: (i) => (i.kind === 'spot' ? 'Vedi lo spot' : 'Vedi il commento'),
    digestSubject: (v) => `Novità nel territorio di ${v.organisation} del ${v.day}`,
    digestIntro: (v, s, c) => `Il ${v.day} nel territorio di ${v.organisation} si sono aggiunti ${s} nuovi spot e ${c} nuovi commenti:`,
    digestButton: 'Vedi tutti gli spot',
    itemLine: (i) => (i.kind === 'spot' ? `Nuovo spot: ${i.title}` : `Commento su «${i.title}»:${quote(i.excerpt, '«', '»')}`),
    settings: 'Ricevi questa e-mail perché hai attivato gli avvisi per questa organizzazione. Modificarli o disattivarli:',
  },
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    team: (p) => `The ${p} team`,
    alertSubject: (v, i) => (i.kind === 'spot' ? `New spot in the area of ${v.organisation}: ${i.title}` : `New comment on “${i.title}”`),
    alertIntro: (v, i) =>
      i.kind === 'spot'
        ? [`A new spot was reported in the area of ${v.organisation}: “${i.title}”.`]
        : [`The spot “${i.title}” in the area of ${v.organisation} has a new comment:${quote(i.excerpt, '“', '”')}`],
    alertButton: (i) => (i.kind === 'spot' ? 'View the spot' : 'View the comment'),
    digestSubject: (v) => `New in the area of ${v.organisation} on ${v.day}`,
    digestIntro: (v, s, c) => `On ${v.day}, ${s} new spots and ${c} new comments were added in the area of ${v.organisation}:`,
    digestButton: 'View all spots',
    itemLine: (i) => (i.kind === 'spot' ? `New spot: ${i.title}` : `Comment on “${i.title}”:${quote(i.excerpt, '“', '”')}`),
    settings: 'You receive this e-mail because you turned on alerts for this organisation. Change or stop them:',
  },
};

const LOCALE_TAGS: Record<Locale, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-GB' };

/** A day ('2026-11-26') as the reader writes it: 26.11.2026, 26/11/2026, 26 November 2026. */
export function formatDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A comment's first words for a mail: at most 140 characters, on one line. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

export function renderAlertMail(locale: Locale, values: AlertMailValues, item: AlertItem): RenderedMail {
  const w = WORDING[locale];
  return layoutMail(locale, {
    subject: w.alertSubject(values, item),
    greeting: w.hello(values.username),
    intro: w.alertIntro(values, item),
    button: w.alertButton(item),
    link: item.link,
    outro: [],
    signature: w.team(values.platform),
    footer: { text: w.settings, link: values.settingsLink, label: values.settingsLink },
  });
}

export function renderDigestMail(locale: Locale, values: DigestMailValues): RenderedMail {
  const w = WORDING[locale];
  const spots = values.items.filter((i) => i.kind === 'spot').length;
  return layoutMail(locale, {
    subject: w.digestSubject(values),
    greeting: w.hello(values.username),
    intro: [w.digestIntro(values, spots, values.items.length - spots)],
    list: values.items.map((item) => ({ text: w.itemLine(item), link: item.link })),
    button: w.digestButton,
    link: values.link,
    outro: [],
    signature: w.team(values.platform),
    footer: { text: w.settings, link: values.settingsLink, label: values.settingsLink },
  });
}
