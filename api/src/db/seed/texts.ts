// Multilingual building blocks for plausible spot titles, descriptions, comments and official
// answers. Titles read "<category> <street>: <observation>"; some descriptions carry a URL so the
// front end's linkify has something to do.
import type { Locale, OfficialAnswerStatus } from '@moveable/contract';
import type { Prng } from './prng.ts';

type Phrases = Record<Locale, readonly string[]>;

const SHAME_TITLES: Phrases = {
  de: [
    'endet abrupt',
    'zu schmal',
    'gefährliche Stelle',
    'schlecht markiert',
    'fehlt komplett',
    'unübersichtlich',
    'ständig zugeparkt',
    'Lücke im Netz',
  ],
  fr: [
    "s'arrête brusquement",
    'trop étroit',
    'endroit dangereux',
    'mal marqué',
    'manque complètement',
    'peu lisible',
    'toujours encombré',
    'trou dans le réseau',
  ],
  it: [
    "finisce all'improvviso",
    'troppo stretto',
    'punto pericoloso',
    'segnaletica scarsa',
    'manca del tutto',
    'poco visibile',
    'sempre occupato',
    'lacuna nella rete',
  ],
  en: [
    'ends abruptly',
    'too narrow',
    'dangerous spot',
    'poorly marked',
    'missing entirely',
    'confusing layout',
    'always blocked',
    'gap in the network',
  ],
};

const FAME_TITLES: Phrases = {
  de: ['vorbildlich gelöst', 'breit und sicher', 'gut markiert', 'angenehm zu nutzen', 'endlich verbessert', 'klare Führung'],
  fr: ['exemplaire', 'large et sûr', 'bien marqué', 'agréable à utiliser', 'enfin amélioré', 'tracé clair'],
  it: ['esemplare', 'ampio e sicuro', 'ben segnalato', 'piacevole da usare', 'finalmente migliorato', 'percorso chiaro'],
  en: ['well done', 'wide and safe', 'clearly marked', 'pleasant to use', 'finally improved', 'clear routing'],
};

const SHAME_SENTENCES: Phrases = {
  de: [
    'Hier wird es im Berufsverkehr regelmässig eng.',
    'Autos halten sich kaum an die Markierung.',
    'Am Abend ist die Stelle schlecht einsehbar.',
    'Bei Regen bilden sich grosse Pfützen.',
    'Kinder auf dem Schulweg müssen auf die Fahrbahn ausweichen.',
    'Die Grünphase ist viel zu kurz.',
  ],
  fr: [
    "Aux heures de pointe, l'espace manque régulièrement.",
    'Les voitures ne respectent guère le marquage.',
    'Le soir, on y voit très mal.',
    'Quand il pleut, de grandes flaques se forment.',
    'Les enfants doivent passer sur la chaussée pour aller à l’école.',
    'La phase verte est beaucoup trop courte.',
  ],
  it: [
    'Nelle ore di punta lo spazio è sempre troppo poco.',
    'Le auto non rispettano la segnaletica.',
    'Di sera il punto è poco visibile.',
    'Quando piove si formano grandi pozzanghere.',
    'I bambini devono scendere sulla carreggiata per andare a scuola.',
    'Il verde dura troppo poco.',
  ],
  en: [
    'It gets tight here every rush hour.',
    'Drivers hardly respect the markings.',
    'In the evening the spot is hard to see.',
    'Big puddles form whenever it rains.',
    'Children on their way to school have to step onto the road.',
    'The green phase is far too short.',
  ],
};

const FAME_SENTENCES: Phrases = {
  de: [
    'Seit dem Umbau fühlt man sich hier sicher.',
    'Genug Platz für alle, auch mit Kinderanhänger.',
    'Die Markierung ist klar und gut sichtbar.',
    'So sollte es überall aussehen.',
  ],
  fr: [
    'Depuis les travaux, on s’y sent en sécurité.',
    'Assez de place pour tout le monde, même avec une remorque.',
    'Le marquage est clair et bien visible.',
    'Ça devrait être comme ça partout.',
  ],
  it: [
    'Dopo i lavori ci si sente al sicuro.',
    'Spazio sufficiente per tutti, anche con il rimorchio.',
    'La segnaletica è chiara e ben visibile.',
    'Dovrebbe essere così ovunque.',
  ],
  en: [
    'Since the rebuild it feels safe here.',
    'Enough room for everyone, even with a trailer.',
    'The markings are clear and easy to see.',
    'It should look like this everywhere.',
  ],
};

const MORE_INFO: Record<Locale, string> = {
  de: 'Mehr dazu:',
  fr: "Plus d'infos :",
  it: 'Maggiori informazioni:',
  en: 'More info:',
};

const COMMENTS: Phrases = {
  de: [
    'Sehe ich genauso!',
    'Heute Morgen wieder erlebt.',
    'Wurde das schon der Stadt gemeldet?',
    'Danke fürs Melden!',
    'Seit letzter Woche ist es besser.',
    'Bitte unbedingt beheben.',
  ],
  fr: [
    'Tout à fait d’accord !',
    'Encore vécu ce matin.',
    'Est-ce que la ville est au courant ?',
    'Merci pour le signalement !',
    'C’est mieux depuis la semaine passée.',
    'À corriger d’urgence.',
  ],
  it: [
    'Sono d’accordo!',
    'Successo di nuovo stamattina.',
    'Il comune è stato informato?',
    'Grazie per la segnalazione!',
    'Dalla settimana scorsa va meglio.',
    'Da sistemare al più presto.',
  ],
  en: [
    'Totally agree!',
    'Happened to me again this morning.',
    'Has anyone told the city?',
    'Thanks for reporting!',
    'It has been better since last week.',
    'Please fix this soon.',
  ],
};

const OFFICIAL_ANSWERS: Record<Locale, Record<OfficialAnswerStatus, string>> = {
  de: {
    acknowledged: 'Vielen Dank für die Meldung. Wir haben sie an die zuständige Fachstelle weitergeleitet.',
    planned: 'Die Stelle ist im Sanierungsprogramm des nächsten Jahres enthalten.',
    in_progress: 'Die Arbeiten haben begonnen und dauern voraussichtlich bis Ende Monat.',
    fixed: 'Die Stelle wurde angepasst. Danke für den Hinweis!',
    rejected: 'Aus Platzgründen ist hier derzeit leider keine Änderung möglich.',
  },
  fr: {
    acknowledged: 'Merci pour votre signalement. Nous l’avons transmis au service compétent.',
    planned: 'Cet endroit figure dans le programme de réfection de l’année prochaine.',
    in_progress: 'Les travaux ont commencé et devraient durer jusqu’à la fin du mois.',
    fixed: 'L’endroit a été réaménagé. Merci pour l’information !',
    rejected: 'Faute de place, aucune modification n’est possible pour le moment.',
  },
  it: {
    acknowledged: 'Grazie per la segnalazione. L’abbiamo inoltrata al servizio competente.',
    planned: 'Il punto è previsto nel programma di risanamento del prossimo anno.',
    in_progress: 'I lavori sono iniziati e dureranno probabilmente fino a fine mese.',
    fixed: 'Il punto è stato sistemato. Grazie per la segnalazione!',
    rejected: 'Per mancanza di spazio al momento non è possibile alcuna modifica.',
  },
  en: {
    acknowledged: 'Thank you for the report. We have passed it on to the responsible office.',
    planned: 'This spot is part of next year’s renewal programme.',
    in_progress: 'Work has started and should last until the end of the month.',
    fixed: 'The spot has been changed. Thanks for the hint!',
    rejected: 'For lack of space no change is possible here at the moment.',
  },
};

export function spotTitle(prng: Prng, locale: Locale, famed: boolean, categoryLabel: string, street: string): string {
  const phrase = prng.pick((famed ? FAME_TITLES : SHAME_TITLES)[locale]);
  return `${categoryLabel} ${street}: ${phrase}`;
}

export function spotDescription(prng: Prng, locale: Locale, famed: boolean, link: string | null): string {
  const sentences = prng.sample((famed ? FAME_SENTENCES : SHAME_SENTENCES)[locale], prng.int(1, 3));
  if (link) sentences.push(`${MORE_INFO[locale]} ${link}`);
  return sentences.join(' ');
}

export function commentBody(prng: Prng, locale: Locale): string {
  return prng.pick(COMMENTS[locale]);
}

export function officialAnswerText(locale: Locale, status: OfficialAnswerStatus): string {
  return OFFICIAL_ANSWERS[locale][status];
}
