// `webhook-disabled` (issue 15): told to an organisation's administrators when one of its webhooks
// was disabled after too many failed attempts in a row, in each one's language, with the link to
// the organisation's page where they read the delivery log and enable it again. Every value is
// escaped by layoutMail.
import type { Locale } from '@moveable/contract';
import { layoutMail, type RenderedMail } from './templates.ts';

export interface WebhookDisabledValues {
  platform: string;
  organisation: string;
  username: string | null;
  url: string;
  failures: number;
  lastError: string | null;
  /** The organisation's page in the admin pages. */
  link: string;
}

interface Wording {
  subject: (v: WebhookDisabledValues) => string;
  hello: (name: string | null) => string;
  intro: (v: WebhookDisabledValues) => string[];
  button: string;
  outro: string;
  team: (platform: string) => string;
}

const WORDING: Record<Locale, Wording> = {
  de: {
    subject: (v) => `Webhook von ${v.organisation} ausgeschaltet`,
    hello: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    intro: (v) => [
      `Der Webhook ${v.url} von ${v.organisation} hat ${v.failures} Zustellungen in Folge nicht angenommen und ist jetzt ausgeschaltet.`,
      ...(v.lastError ? [`Letzter Fehler: ${v.lastError}`] : []),
    ],
    button: 'Webhooks ansehen',
    outro: 'Wartende Ereignisse bleiben erhalten: Sobald Sie den Webhook wieder einschalten, werden sie zugestellt.',
    team: (p) => `Dein ${p}-Team`,
  },
  fr: {
    subject: (v) => `Webhook de ${v.organisation} désactivé`,
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (v) => [
      `Le webhook ${v.url} de ${v.organisation} a refusé ${v.failures} envois de suite et est maintenant désactivé.`,
      ...(v.lastError ? [`Dernière erreur : ${v.lastError}`] : []),
    ],
    button: 'Voir les webhooks',
    outro: 'Les événements en attente sont conservés : ils seront envoyés dès que vous réactiverez le webhook.',
    team: (p) => `Ton équipe ${p}`,
  },
  it: {
    subject: (v) => `Webhook di ${v.organisation} disattivato`,
    hello: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    intro: (v) => [
      `Il webhook ${v.url} di ${v.organisation} non ha accettato ${v.failures} consegne di fila ed è ora disattivato.`,
      ...(v.lastError ? [`Ultimo errore: ${v.lastError}`] : []),
    ],
    button: 'Vedi i webhook',
    outro: 'Gli eventi in attesa restano: verranno consegnati appena riattiverete il webhook.',
    team: (p) => `Il tuo team ${p}`,
  },
  en: {
    subject: (v) => `Webhook of ${v.organisation} disabled`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (v) => [
      `The webhook ${v.url} of ${v.organisation} did not accept ${v.failures} deliveries in a row and is now disabled.`,
      ...(v.lastError ? [`Last error: ${v.lastError}`] : []),
    ],
    button: 'See the webhooks',
    outro: 'Waiting events are kept: they are delivered as soon as you enable the webhook again.',
    team: (p) => `Your ${p} team`,
  },
};

export function renderWebhookDisabledMail(locale: Locale, values: WebhookDisabledValues): RenderedMail {
  const w = WORDING[locale];
  return layoutMail(locale, {
    subject: w.subject(values),
    greeting: w.hello(values.username),
    intro: w.intro(values),
    button: w.button,
    link: values.link,
    outro: [w.outro],
    signature: w.team(values.platform),
  });
}
