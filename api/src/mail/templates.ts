// The e-mails the accounts API sends, in the recipient's language (de, fr, it, en): plain text
// plus a simple HTML part with the same words, in the one layout of layoutMail (the newsletter's
// mails use it too). Every value put into HTML is escaped.
import type { Locale } from '@moveable/contract';

export type MailKind = 'confirm' | 'reset' | 'invite' | 'membership';

export interface MailValues {
  /** bikeable, walkable or accessable: the site the person uses. */
  platform: string;
  /** The link to follow (with its token), or the sign-in page for `membership`. */
  link: string;
  username?: string | null | undefined;
  /** The organisation's name, for invitations to one and for `membership`. */
  organisation?: string | null | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  hello: (name: string | null) => string;
  subject: (v: MailValues) => string;
  /** Paragraphs before the link. */
  intro: (v: MailValues) => string[];
  button: string;
  /** Paragraphs after the link. */
  outro: string[];
}

type Catalogue = Record<MailKind, Omit<Wording, 'hello'>> & { hello: Wording['hello']; team: (platform: string) => string };

const de: Catalogue = {
  hello: (name) => (name ? `Hallo ${name}` : 'Hallo'),
  team: (p) => `Dein ${p}-Team`,
  confirm: {
    subject: () => 'Bitte bestätige deine E-Mail-Adresse',
    intro: (v) => [`Willkommen bei ${v.platform}! Bitte bestätige deine E-Mail-Adresse mit diesem Link:`],
    button: 'E-Mail-Adresse bestätigen',
    outro: ['Der Link ist 7 Tage gültig. Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.'],
  },
  reset: {
    subject: () => 'Passwort zurücksetzen',
    intro: (v) => [`Jemand, hoffentlich du, möchte das Passwort deines ${v.platform}-Kontos zurücksetzen. Mit diesem Link wählst du ein neues:`],
    button: 'Neues Passwort wählen',
    outro: [
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Warst du das nicht, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    ],
  },
  invite: {
    subject: (v) => (v.organisation ? `Einladung: ${v.organisation} auf ${v.platform}` : `Einladung zu ${v.platform}`),
    intro: (v) => [
      v.organisation
        ? `Du bist eingeladen, auf ${v.platform} für ${v.organisation} mitzuarbeiten. Mit diesem Link legst du dein Konto an:`
        : `Du bist zu ${v.platform} eingeladen. Mit diesem Link legst du dein Konto an:`,
    ],
    button: 'Einladung annehmen',
    outro: ['Der Link ist 7 Tage gültig und funktioniert nur einmal.'],
  },
  membership: {
    subject: (v) => `Du bist jetzt bei ${v.organisation} auf ${v.platform}`,
    intro: (v) => [`Dein Konto gehört jetzt zur Organisation ${v.organisation}. Melde dich an, um loszulegen:`],
    button: 'Anmelden',
    outro: [],
  },
};

const fr: Catalogue = {
  hello: (name) => (name ? `Bonjour ${name}` : 'Bonjour'),
  team: (p) => `L’équipe ${p}`,
  confirm: {
    subject: () => 'Merci de confirmer ton adresse e-mail',
    intro: (v) => [`Bienvenue sur ${v.platform} ! Merci de confirmer ton adresse e-mail avec ce lien :`],
    button: 'Confirmer l’adresse e-mail',
    outro: ['Le lien est valable 7 jours. Si tu ne t’es pas inscrit·e, ignore simplement cet e-mail.'],
  },
  reset: {
    subject: () => 'Réinitialiser le mot de passe',
    intro: (v) => [
      `Quelqu’un, sans doute toi, souhaite réinitialiser le mot de passe de ton compte ${v.platform}. Ce lien te permet d’en choisir un nouveau :`,
    ],
    button: 'Choisir un nouveau mot de passe',
    outro: [
      'Le lien est valable une heure et ne fonctionne qu’une seule fois. Si ce n’était pas toi, ignore cet e-mail : ton mot de passe reste inchangé.',
    ],
  },
  invite: {
    subject: (v) => (v.organisation ? `Invitation : ${v.organisation} sur ${v.platform}` : `Invitation à ${v.platform}`),
    intro: (v) => [
      v.organisation
        ? `Tu es invité·e à collaborer sur ${v.platform} pour ${v.organisation}. Crée ton compte avec ce lien :`
        : `Tu es invité·e à rejoindre ${v.platform}. Crée ton compte avec ce lien :`,
    ],
    button: 'Accepter l’invitation',
    outro: ['Le lien est valable 7 jours et ne fonctionne qu’une seule fois.'],
  },
  membership: {
    subject: (v) => `Tu fais maintenant partie de ${v.organisation} sur ${v.platform}`,
    intro: (v) => [`Ton compte fait maintenant partie de l’organisation ${v.organisation}. Connecte-toi pour commencer :`],
    button: 'Se connecter',
    outro: [],
  },
};

const it: Catalogue = {
  hello: (name) => (name ? `Ciao ${name}` : 'Ciao'),
  team: (p) => `Il team di ${p}`,
  confirm: {
    subject: () => 'Conferma il tuo indirizzo e-mail',
    intro: (v) => [`Benvenuto/a su ${v.platform}! Conferma il tuo indirizzo e-mail con questo link:`],
    button: 'Conferma l’indirizzo e-mail',
    outro: ['Il link è valido 7 giorni. Se non ti sei registrato/a, ignora questa e-mail.'],
  },
  reset: {
    subject: () => 'Reimposta la password',
    intro: (v) => [`Qualcuno, speriamo tu, vuole reimpostare la password del tuo account ${v.platform}. Con questo link ne scegli una nuova:`],
    button: 'Scegli una nuova password',
    outro: ['Il link è valido un’ora e funziona una sola volta. Se non sei stato/a tu, ignora questa e-mail: la tua password resta invariata.'],
  },
  invite: {
    subject: (v) => (v.organisation ? `Invito: ${v.organisation} su ${v.platform}` : `Invito a ${v.platform}`),
    intro: (v) => [
      v.organisation
        ? `Sei invitato/a a collaborare su ${v.platform} per ${v.organisation}. Crea il tuo account con questo link:`
        : `Sei invitato/a su ${v.platform}. Crea il tuo account con questo link:`,
    ],
    button: 'Accetta l’invito',
    outro: ['Il link è valido 7 giorni e funziona una sola volta.'],
  },
  membership: {
    subject: (v) => `Ora fai parte di ${v.organisation} su ${v.platform}`,
    intro: (v) => [`Il tuo account ora fa parte dell’organizzazione ${v.organisation}. Accedi per iniziare:`],
    button: 'Accedi',
    outro: [],
  },
};

const en: Catalogue = {
  hello: (name) => (name ? `Hello ${name}` : 'Hello'),
  team: (p) => `The ${p} team`,
  confirm: {
    subject: () => 'Please confirm your e-mail address',
    intro: (v) => [`Welcome to ${v.platform}! Please confirm your e-mail address with this link:`],
    button: 'Confirm e-mail address',
    outro: ['The link is valid for 7 days. If you did not sign up, you can ignore this e-mail.'],
  },
  reset: {
    subject: () => 'Reset your password',
    intro: (v) => [`Someone, hopefully you, asked to reset the password of your ${v.platform} account. Choose a new one with this link:`],
    button: 'Choose a new password',
    outro: ['The link is valid for one hour and works once. If this was not you, ignore this e-mail: your password stays as it is.'],
  },
  invite: {
    subject: (v) => (v.organisation ? `Invitation: ${v.organisation} on ${v.platform}` : `Invitation to ${v.platform}`),
    intro: (v) => [
      v.organisation
        ? `You are invited to work for ${v.organisation} on ${v.platform}. Create your account with this link:`
        : `You are invited to ${v.platform}. Create your account with this link:`,
    ],
    button: 'Accept the invitation',
    outro: ['The link is valid for 7 days and works once.'],
  },
  membership: {
    subject: (v) => `You are now part of ${v.organisation} on ${v.platform}`,
    intro: (v) => [`Your account now belongs to the organisation ${v.organisation}. Sign in to get started:`],
    button: 'Sign in',
    outro: [],
  },
};

const CATALOGUES: Record<Locale, Catalogue> = { de, fr, it, en };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The parts of a message, in reading order; every mail has this one layout. */
export interface MailParts {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** A list of links after the intro, e.g. the spots of a digest. */
  list?: { text: string; link: string }[] | undefined;
  button: string;
  link: string;
  /** Paragraphs after the link. */
  outro: string[];
  signature: string;
  /** Small print after the signature, e.g. how to unsubscribe. */
  footer?: { text: string; link: string; label: string } | undefined;
}

export function layoutMail(locale: Locale, parts: MailParts): RenderedMail {
  const { subject, greeting, intro, list = [], button, link, outro, signature, footer } = parts;
  const listText = list.length > 0 ? [list.map((item) => `- ${item.text}\n  ${item.link}`).join('\n')] : [];
  const text = [greeting, ...intro, ...listText, link, ...outro, signature, ...(footer ? [`${footer.text} ${footer.link}`] : [])].join('\n\n') + '\n';
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Inter, Arial, sans-serif; color: #28343D; line-height: 1.5;">',
    paragraph(greeting),
    ...intro.map(paragraph),
    ...(list.length > 0 ? ['<ul>', ...list.map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`), '</ul>'] : []),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #33BDCA; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(button)}</a></p>`,
    `<p style="font-size: 13px;">${escapeHtml(link)}</p>`,
    ...outro.map(paragraph),
    paragraph(signature),
    ...(footer
      ? [
          `<p style="font-size: 13px; color: #5E6B75;">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}">${escapeHtml(footer.label)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function renderMail(kind: MailKind, locale: Locale, values: MailValues): RenderedMail {
  const catalogue = CATALOGUES[locale];
  const wording = catalogue[kind];
  return layoutMail(locale, {
    subject: wording.subject(values),
    greeting: `${catalogue.hello(values.username ?? null)},`,
    intro: wording.intro(values),
    button: wording.button,
    link: values.link,
    outro: wording.outro,
    signature: catalogue.team(values.platform),
  });
}
