// The newsletter's e-mails in de, fr, it and en, in the accounts mails' layout: the confirmation
// link of the double opt-in, and "you are subscribed" after it, which (like every newsletter
// mail) ends with the unsubscribe link. The words for that link are here for later sends too.
import { NEWSLETTER_CONFIRMATION_HOURS, type Locale } from '@moveable/contract';
import { layoutMail, type MailParts, type RenderedMail } from './templates.ts';

export type NewsletterMailKind = 'newsletter-confirm' | 'newsletter-subscribed';

export interface NewsletterMailValues {
  platform: string;
  /** The confirmation link, or the news page for `newsletter-subscribed`. */
  link: string;
  /** The unsubscribe link; every mail after the confirmation carries one. */
  unsubscribeUrl?: string | undefined;
}

interface Wording {
  subject: (platform: string) => string;
  intro: (platform: string) => string[];
  button: string;
  outro: string[];
}

interface Catalogue {
  hello: string;
  team: (platform: string) => string;
  unsubscribe: { text: string; label: string };
  kinds: Record<NewsletterMailKind, Wording>;
}

const HOURS = NEWSLETTER_CONFIRMATION_HOURS;

const CATALOGUES: Record<Locale, Catalogue> = {
  de: {
    hello: 'Hallo',
    team: (p) => `Dein ${p}-Team`,
    unsubscribe: { text: 'Du kannst den Newsletter jederzeit abbestellen:', label: 'Newsletter abbestellen' },
    kinds: {
      'newsletter-confirm': {
        subject: (p) => `Bitte bestätige dein Abo des ${p}-Newsletters`,
        intro: (p) => [`Du möchtest den Newsletter von ${p} erhalten? Bitte bestätige das mit diesem Link:`],
        button: 'Abo bestätigen',
        outro: [
          `Der Link ist ${HOURS} Stunden gültig. Erst wenn du bestätigt hast, schicken wir dir den Newsletter. Hast du dich nicht angemeldet, ignoriere diese E-Mail: Du bekommst dann nichts weiter von uns.`,
        ],
      },
      'newsletter-subscribed': {
        subject: (p) => `Du hast den ${p}-Newsletter abonniert`,
        intro: (p) => [`Danke! Du bekommst jetzt den Newsletter von ${p}. Die neusten Beiträge findest du jederzeit hier:`],
        button: 'Zu den News',
        outro: [],
      },
    },
  },
  fr: {
    hello: 'Bonjour',
    team: (p) => `L’équipe ${p}`,
    unsubscribe: { text: 'Tu peux te désabonner de la newsletter à tout moment :', label: 'Se désabonner' },
    kinds: {
      'newsletter-confirm': {
        subject: (p) => `Merci de confirmer ton abonnement à la newsletter ${p}`,
        intro: (p) => [`Tu souhaites recevoir la newsletter de ${p} ? Merci de le confirmer avec ce lien :`],
        button: 'Confirmer l’abonnement',
        outro: [
          `Le lien est valable ${HOURS} heures. Nous ne t’enverrons la newsletter qu’après ta confirmation. Si tu ne t’es pas inscrit·e, ignore cet e-mail : tu ne recevras rien d’autre de notre part.`,
        ],
      },
      'newsletter-subscribed': {
        subject: (p) => `Ton abonnement à la newsletter ${p} est confirmé`,
        intro: (p) => [`Merci ! Tu reçois désormais la newsletter de ${p}. Tu trouveras les dernières actualités ici à tout moment :`],
        button: 'Voir les actualités',
        outro: [],
      },
    },
  },
  it: {
    hello: 'Ciao',
    team: (p) => `Il team di ${p}`,
    unsubscribe: { text: 'Puoi annullare l’iscrizione alla newsletter in qualsiasi momento:', label: 'Annulla l’iscrizione' },
    kinds: {
      'newsletter-confirm': {
        subject: (p) => `Conferma la tua iscrizione alla newsletter di ${p}`,
        intro: (p) => [`Vuoi ricevere la newsletter di ${p}? Confermalo con questo link:`],
        button: 'Conferma l’iscrizione',
        outro: [
          `Il link è valido ${HOURS} ore. Ti invieremo la newsletter solo dopo la tua conferma. Se non ti sei iscritto/a, ignora questa e-mail: non riceverai nient’altro da noi.`,
        ],
      },
      'newsletter-subscribed': {
        subject: (p) => `La tua iscrizione alla newsletter di ${p} è confermata`,
        intro: (p) => [`Grazie! Ora ricevi la newsletter di ${p}. Le ultime notizie le trovi sempre qui:`],
        button: 'Vai alle notizie',
        outro: [],
      },
    },
  },
  en: {
    hello: 'Hello',
    team: (p) => `The ${p} team`,
    unsubscribe: { text: 'You can unsubscribe from the newsletter at any time:', label: 'Unsubscribe' },
    kinds: {
      'newsletter-confirm': {
        subject: (p) => `Please confirm your subscription to the ${p} newsletter`,
        intro: (p) => [`Would you like to receive the ${p} newsletter? Please confirm with this link:`],
        button: 'Confirm subscription',
        outro: [
          `The link is valid for ${HOURS} hours. We send you the newsletter only once you have confirmed. If you did not subscribe, ignore this e-mail: you will receive nothing else from us.`,
        ],
      },
      'newsletter-subscribed': {
        subject: (p) => `You are subscribed to the ${p} newsletter`,
        intro: (p) => [`Thank you! You now receive the ${p} newsletter. You can find the latest news here at any time:`],
        button: 'Read the news',
        outro: [],
      },
    },
  },
};

/** The small print with the unsubscribe link that ends every newsletter mail. */
export function unsubscribeFooter(locale: Locale, unsubscribeUrl: string): NonNullable<MailParts['footer']> {
  const { text, label } = CATALOGUES[locale].unsubscribe;
  return { text, label, link: unsubscribeUrl };
}

export function renderNewsletterMail(kind: NewsletterMailKind, locale: Locale, values: NewsletterMailValues): RenderedMail {
  const catalogue = CATALOGUES[locale];
  const wording = catalogue.kinds[kind];
  return layoutMail(locale, {
    subject: wording.subject(values.platform),
    greeting: `${catalogue.hello},`,
    intro: wording.intro(values.platform),
    button: wording.button,
    link: values.link,
    outro: wording.outro,
    signature: catalogue.team(values.platform),
    footer: values.unsubscribeUrl ? unsubscribeFooter(locale, values.unsubscribeUrl) : undefined,
  });
}
