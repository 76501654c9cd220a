// The mail a premium request sends to the platform's team (its contact address, spec §9), in the
// one layout of every mail, in the language the sender used the site in (the team of a Swiss site
// reads all four). Everything the sender wrote is escaped by layoutMail; the button answers them.
import type { Locale } from '@moveable/contract';
import { layoutMail, type RenderedMail } from './templates.ts';

export interface PremiumRequestMailValues {
  platform: string;
  /** The site it came from: a country code, or world. */
  site: string;
  organisationName: string;
  contactName: string;
  email: string;
  message: string;
}

interface Wording {
  subject: (v: PremiumRequestMailValues) => string;
  greeting: (platform: string) => string;
  intro: (v: PremiumRequestMailValues) => string;
  messageLabel: string;
  button: string;
  replyTo: (email: string) => string;
  signature: string;
}

const WORDING: Record<Locale, Wording> = {
  de: {
    subject: (v) => `Premium-Anfrage: ${v.organisationName}`,
    greeting: (p) => `Hallo ${p}-Team,`,
    intro: (v) =>
      `${v.contactName} von ${v.organisationName} möchte Premium-Partner von ${v.platform} werden (gesendet über die Seite ${v.platform} ${v.site}).`,
    messageLabel: 'Nachricht:',
    button: 'Antworten',
    replyTo: (e) => `Antwort an: ${e}`,
    signature: 'Das Formular auf /premium',
  },
  fr: {
    subject: (v) => `Demande premium : ${v.organisationName}`,
    greeting: (p) => `Bonjour l’équipe ${p},`,
    intro: (v) =>
      `${v.contactName} de ${v.organisationName} souhaite devenir partenaire premium de ${v.platform} (envoyé depuis le site ${v.platform} ${v.site}).`,
    messageLabel: 'Message :',
    button: 'Répondre',
    replyTo: (e) => `Répondre à : ${e}`,
    signature: 'Le formulaire de /premium',
  },
  it: {
    subject: (v) => `Richiesta premium: ${v.organisationName}`,
    greeting: (p) => `Ciao team ${p},`,
    intro: (v) =>
      `${v.contactName} di ${v.organisationName} vorrebbe diventare partner premium di ${v.platform} (inviato dal sito ${v.platform} ${v.site}).`,
    messageLabel: 'Messaggio:',
    button: 'Rispondi',
    replyTo: (e) => `Rispondere a: ${e}`,
    signature: 'Il modulo di /premium',
  },
  en: {
    subject: (v) => `Premium request: ${v.organisationName}`,
    greeting: (p) => `Hello ${p} team,`,
    intro: (v) =>
      `${v.contactName} of ${v.organisationName} would like to become a premium partner of ${v.platform} (sent from the ${v.platform} ${v.site} site).`,
    messageLabel: 'Message:',
    button: 'Reply',
    replyTo: (e) => `Reply to: ${e}`,
    signature: 'The form on /premium',
  },
};

export function renderPremiumRequestMail(locale: Locale, values: PremiumRequestMailValues): RenderedMail {
  const w = WORDING[locale];
  const subject = w.subject(values);
  const paragraphs = values.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return layoutMail(locale, {
    subject,
    greeting: w.greeting(values.platform),
    intro: [w.intro(values), w.messageLabel, ...paragraphs],
    button: w.button,
    link: `mailto:${values.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    outro: [w.replyTo(values.email)],
    signature: w.signature,
  });
}
