// The content pages the seed stores (src/db/seed/content): every page in every language, front
// matter present, placeholders known and filled for every site, Markdown the page can render
// (bodies start at ##, only headings, paragraphs, lists, links and bold), links that lead to a
// page of ours in the file's language, and a privacy policy that names everything the software
// stores.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  PLATFORMS,
  PLATFORM_COUNTRIES,
  ROUTES,
  contactEmail,
  matchFirst,
  platformFromHost,
  splitLocalePath,
  type Locale,
} from '@moveable/contract';
import {
  CONTENT_DIR,
  CONTENT_PAGES,
  fillPlaceholders,
  loadContent,
  parseContentFile,
  placeholdersIn,
  readContentSources,
  type ContentPageName,
  type ContentSource,
} from '../../src/db/seed/content/load-content.ts';
import { PLACEHOLDERS, placeholderValues, siteUrl } from '../../src/db/seed/content/platform-values.ts';

const sources = await readContentSources();
const source = (page: ContentPageName, locale: Locale): ContentSource => {
  const found = sources.find((s) => s.page === page && s.locale === locale);
  if (!found) throw new Error(`no ${page}/${locale}`);
  return found;
};
const SITES = PLATFORMS.flatMap((platform) => [...PLATFORM_COUNTRIES[platform], 'world', null].map((country) => ({ platform, country })));
const each = CONTENT_PAGES.flatMap((page) => LOCALES.map((locale) => [page, locale] as const));

describe('content files', () => {
  it('has every page in every language, and nothing else', async () => {
    expect(sources.map((s) => `${s.page}/${s.locale}`).sort()).toEqual(each.map(([p, l]) => `${p}/${l}`).sort());
  });

  it.each(each)('%s/%s has a title and a description for the page head', (page, locale) => {
    const { title, description } = source(page, locale);
    expect(title.length).toBeGreaterThan(2);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(50);
    // the longest values (accessable's audience) still fit a search result's snippet
    for (const { platform, country } of SITES) {
      const filled = fillPlaceholders(description, placeholderValues({ platform, country, locale }));
      expect(filled.length, `${page}/${locale} ${platform}`).toBeLessThanOrEqual(200);
    }
  });

  it.each(each)('%s/%s uses only known placeholders', (page, locale) => {
    const { title, description, body } = source(page, locale);
    const used = placeholdersIn(`${title}\n${description}\n${body}`);
    expect(used.filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name))).toEqual([]);
    // a brace that is not part of a placeholder is a typo ({{platformName}, {platform}})
    expect(body.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
  });

  it('differs between the languages (real translations, not copies)', () => {
    for (const page of CONTENT_PAGES) {
      const bodies = new Set(LOCALES.map((locale) => source(page, locale).body));
      expect(bodies.size, page).toBe(LOCALES.length);
    }
  });

  it('writes Swiss German: no ß', () => {
    for (const page of CONTENT_PAGES) expect(source(page, 'de').body + source(page, 'de').title, page).not.toContain('ß');
  });
});

describe('Markdown the page can render', () => {
  const headings = (body: string) => [...body.matchAll(/^(#+) (.+)$/gm)].map((m) => ({ level: (m[1] ?? '').length, text: m[2] ?? '' }));

  it.each(each)('%s/%s: no h1 (the page renders the title), starts at ##, never skips a level', (page, locale) => {
    const list = headings(source(page, locale).body);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.level).toBe(2);
    list.forEach((heading, i) => {
      expect(heading.level, heading.text).toBeGreaterThanOrEqual(2);
      expect(heading.level, heading.text).toBeLessThanOrEqual(3);
      if (i > 0) expect(heading.level - (list[i - 1]?.level ?? 2), heading.text).toBeLessThanOrEqual(1);
    });
    // Headings are not repeated within a page (anchors and screen-reader navigation stay unique).
    const texts = list.map((h) => h.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(each)('%s/%s: only headings, paragraphs, lists, links and bold', (page, locale) => {
    const body = source(page, locale).body;
    expect(body, 'raw HTML').not.toMatch(/<\/?[a-z!]/i);
    expect(body, 'image').not.toMatch(/!\[/);
    expect(body, 'code').not.toContain('`');
    expect(body, 'table').not.toMatch(/^\s*\|/m);
    expect(body, 'block quote').not.toMatch(/^\s*>/m);
    expect(body, 'rule or setext heading').not.toMatch(/^\s*(-{3,}|\*{3,}|_{3,}|={3,})\s*$/m);
    expect(body, 'numbered list (renumbering breaks editing)').not.toMatch(/^\s*\d+[.)] /m);
    expect(body, 'hard line break').not.toMatch(/( {2,}|\\)$/m);
  });

  it.each(each)('%s/%s: links go to our pages in the same language, to https or to mailto', (page, locale) => {
    const body = source(page, locale).body;
    const links = [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    // every [text] is followed by its (target): nothing left as a bare bracket
    expect(body.match(/\]\(/g)?.length ?? 0).toBe((body.match(/\[/g) ?? []).length);
    for (const link of links) {
      if (link.startsWith('mailto:')) {
        expect(link).toBe('mailto:{{contactEmail}}');
      } else if (link.startsWith('https://') || link.startsWith('{{siteUrl}}/')) {
        if (link.startsWith('{{siteUrl}}')) expectOurPage(link.slice('{{siteUrl}}'.length), locale);
      } else {
        expect(link, 'relative links only as /path').toMatch(/^\//);
        expectOurPage(link, locale);
      }
    }
  });

  function expectOurPage(path: string, locale: Locale) {
    const { locale: linked, path: rest } = splitLocalePath(path);
    expect(linked, `${path} is in ${locale}`).toBe(locale);
    expect(matchFirst(ROUTES, rest.split('#')[0] ?? ''), `${path} is a route of spec §2`).not.toBeNull();
  }

  it('the bare sign-in pages (shown on the sign-in service’s host) link with {{siteUrl}}', () => {
    for (const page of ['privacykeycloak', 'termskeycloak'] as const) {
      for (const locale of LOCALES) {
        const body = source(page, locale).body;
        expect(body).not.toMatch(/\]\(\//);
        expect(body).toMatch(/\]\(\{\{siteUrl\}\}\/[^)]*imprint\/(privacy|terms)\)/);
      }
    }
  });
});

describe('filled for every site', () => {
  it.each(SITES)('%o: every placeholder filled, every value the site’s', async ({ platform, country }) => {
    const pages = await loadContent({ platform, country });
    expect(pages).toHaveLength(CONTENT_PAGES.length * LOCALES.length);
    for (const page of pages) {
      const all = `${page.title}\n${page.description}\n${page.bodyMarkdown}`;
      expect(all, `${page.page}/${page.locale}`).not.toMatch(/\{\{|\}\}/);
      if (page.page === 'imprint' || page.page === 'privacy') {
        expect(page.bodyMarkdown).toContain(contactEmail(platform, country));
        expect(page.bodyMarkdown).toContain(platform);
      }
    }
  });

  it('takes overrides (a deployment’s own address)', async () => {
    const pages = await loadContent({ platform: 'walkable', country: 'ch', overrides: { siteUrl: 'http://localhost:8080' } });
    const keycloak = pages.find((p) => p.page === 'privacykeycloak' && p.locale === 'fr');
    expect(keycloak?.bodyMarkdown).toContain('(http://localhost:8080/fr/imprint/privacy)');
    expect(keycloak?.bodyMarkdown).toContain('walkable');
  });

  it.each(SITES)('%o: the site address resolves to that platform and country (spec §4)', ({ platform, country }) => {
    const host = new URL(siteUrl(platform, country)).host;
    const resolved = platformFromHost(host);
    expect(resolved?.platform).toBe(platform);
    const own = country === null || !PLATFORM_COUNTRIES[platform].includes(country) ? 'world' : country;
    // walkable and accessable have only a Swiss domain; their other countries are the world site's
    expect([own, 'world']).toContain(resolved?.country);
    if (resolved?.country === 'world') expect(siteUrl(platform, country)).toBe(siteUrl(platform, 'world'));
  });

  it('values never carry Markdown of their own', () => {
    for (const { platform, country } of SITES) {
      for (const locale of LOCALES) {
        for (const [name, value] of Object.entries(placeholderValues({ platform, country, locale }))) {
          expect(value, name).not.toMatch(/[[\]()*_<>`#|\\{}]/);
        }
      }
    }
  });
});

describe('the parser', () => {
  const good = '---\ntitle: "A"\ndescription: "B"\n---\n\n## Text\n';

  it('reads title, description and body', () => {
    expect(parseContentFile(good, 'about', 'en')).toEqual({ page: 'about', locale: 'en', title: 'A', description: 'B', body: '## Text\n' });
  });

  it.each([
    ['no front matter', '## Text\n', /must start with a --- front matter/],
    ['no title', '---\ndescription: "B"\n---\n## Text\n', /title must be a non-empty text/],
    ['empty description', '---\ntitle: A\ndescription: ""\n---\n## Text\n', /description must be a non-empty text/],
    ['a number as title', '---\ntitle: 12\ndescription: B\n---\n## Text\n', /title must be a non-empty text/],
    ['an unknown key', '---\ntitle: A\ndescription: B\nlayout: x\n---\n## Text\n', /unknown front matter layout/],
    ['no body', '---\ntitle: A\ndescription: B\n---\n', /the body is empty/],
    ['broken YAML', '---\ntitle: [A\ndescription: B\n---\n## Text\n', /content\/about\/en\.md/],
    ['CoffeeScript front matter', '---coffee\ntitle: "A"\n---\n## Text\n', /engine "coffee" is not registered/],
    ['JSON front matter', '---json\n{"title":"A","description":"B"}\n---\n## Text\n', /not accepted/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseContentFile(text, 'about', 'en')).toThrow(message);
  });

  it('never runs JavaScript front matter', () => {
    const marker = globalThis as { contentFrontMatterRan?: boolean };
    const text = '---js\n{ title: (globalThis.contentFrontMatterRan = true, "A"), description: "B" }\n---\n## Text\n';
    expect(() => parseContentFile(text, 'about', 'en')).toThrow(/not accepted/);
    expect(marker.contentFrontMatterRan).toBeUndefined();
  });

  it('refuses an unknown placeholder instead of showing it', () => {
    const values = placeholderValues({ platform: 'bikeable', country: 'ch', locale: 'de' });
    expect(fillPlaceholders('{{ platformName }} {{siteUrl}}', values)).toBe('bikeable https://bikeable.ch');
    expect(() => fillPlaceholders('Hallo {{platfromName}}', values)).toThrow('unknown placeholder {{platfromName}}');
  });

  it('reads the files from the content folder', async () => {
    const text = await readFile(`${CONTENT_DIR}/imprint/de.md`, 'utf8');
    expect(parseContentFile(text, 'imprint', 'de')).toEqual(source('imprint', 'de'));
  });
});

// What the software stores (api/README.md, src/db/migrations, src/images, the planned analytics
// of issue 14): each must be named in the privacy policy of the site and of the app, in every
// language. A new kind of data needs a line here and a paragraph there.
const STORED: Record<string, Record<Locale, RegExp>> = {
  'e-mail address': { de: /E-Mail-Adresse/, fr: /adresse e-mail/, it: /indirizzo e-mail/, en: /e-mail address/ },
  username: { de: /Benutzername/, fr: /nom d’utilisateur/, it: /nome utente/, en: /username/ },
  'password hashed with Argon2id': { de: /Argon2id/, fr: /Argon2id/, it: /Argon2id/, en: /Argon2id/ },
  'profile picture': { de: /Profilbild/, fr: /photo de profil/, it: /immagine del profilo/, en: /profile picture/ },
  bio: { de: /Kurzbeschreibung/, fr: /présentation/, it: /presentazione/, en: /short bio/ },
  'language and country': { de: /Sprache, Land/, fr: /langue, pays/, it: /lingua, paese/, en: /language, country/ },
  'sign-in sessions': { de: /Sitzung/, fr: /session/, it: /sessione/, en: /session/ },
  'OpenID Connect identities': { de: /OpenID Connect/, fr: /OpenID Connect/, it: /OpenID Connect/, en: /OpenID Connect/ },
  'organisation memberships': { de: /Mitgliedschaft/, fr: /appartenance/, it: /appartenenza/, en: /membership/ },
  'one-time links': { de: /Passwort zurücksetzen/, fr: /réinitialiser le mot de passe/, it: /reimpostare la password/, en: /reset your password/ },
  spots: { de: /Spots/, fr: /spots/, it: /spot/, en: /spots/ },
  comments: { de: /Kommentar/, fr: /commentaire/, it: /comment/, en: /comment/ },
  votes: { de: /Stimmen/, fr: /votes/, it: /voti/, en: /votes/ },
  'fix proposals': { de: /«behoben»/, fr: /« résolu »/, it: /«risolto»/, en: /“fixed”/ },
  reports: { de: /meldest/, fr: /signalez/, it: /segnali/, en: /report/ },
  'official answers': { de: /Offizielle Antworten/, fr: /réponses officielles/i, it: /risposte ufficiali/i, en: /official answers/i },
  'photos without metadata': { de: /alle Metadaten entfernt/, fr: /toutes les métadonnées/, it: /tutti i metadati/, en: /all metadata/ },
  'EXIF with GPS': { de: /EXIF.*GPS/, fr: /EXIF.*GPS/, it: /EXIF.*GPS/, en: /EXIF.*GPS/ },
  'unattached uploads removed after a day': { de: /nach einem Tag/, fr: /après un jour/, it: /dopo un giorno/, en: /after a day/ },
  'server logs': { de: /Server-Protokoll/, fr: /journaux du serveur/, it: /log del server/, en: /server logs/ },
  'IP address': { de: /IP-Adresse/, fr: /adresse IP/, it: /indirizzo IP/, en: /IP address/ },
  'rate-limit counters, hashed': { de: /Zähler.*SHA-256/, fr: /compteur.*SHA-256/, it: /contator.*SHA-256/, en: /counter.*SHA-256/ },
  'session cookie': { de: /moveable_session/, fr: /moveable_session/, it: /moveable_session/, en: /moveable_session/ },
  'sign-in flow cookie': { de: /moveable_oidc_/, fr: /moveable_oidc_/, it: /moveable_oidc_/, en: /moveable_oidc_/ },
  'locale cookie': { de: /\*\*locale\*\*/, fr: /\*\*locale\*\*/, it: /\*\*locale\*\*/, en: /\*\*locale\*\*/ },
  'preference cookies': { de: /countryCode/, fr: /countryCode/, it: /countryCode/, en: /countryCode/ },
  'browser storage': { de: /localStorage/, fr: /localStorage/, it: /localStorage/, en: /localStorage/ },
  'analytics without cookies': { de: /ohne Cookies/, fr: /sans cookies/, it: /senza cookie/, en: /without cookies/ },
  'Do Not Track and GPC honoured by analytics': {
    de: /Do Not Track.*Global Privacy Control/,
    fr: /Do Not Track.*Global Privacy Control/,
    it: /Do Not Track.*Global Privacy Control/,
    en: /Do Not Track.*Global Privacy Control/,
  },
  'daily-rotating salt': { de: /jeden Tag neu/, fr: /chaque jour/, it: /ogni giorno/, en: /every day/ },
  'IP address not stored by analytics': {
    de: /IP-Adresse selbst wird nicht gespeichert/,
    fr: /adresse IP elle-même n’est pas enregistrée/,
    it: /indirizzo IP stesso non viene salvato/,
    en: /IP address itself is not stored/,
  },
  'error reports': { de: /Sentry/, fr: /Sentry/, it: /Sentry/, en: /Sentry/ },
  'map tiles': { de: /OpenStreetMap/, fr: /OpenStreetMap/, it: /OpenStreetMap/, en: /OpenStreetMap/ },
  'address search': { de: /Geocoding/, fr: /géocodage/, it: /geocodifica/, en: /geocoding/ },
  'account e-mails': { de: /Konto-E-Mails/, fr: /e-mails du compte/, it: /e-mail dell’account/, en: /account e-mails/ },
  'notification e-mails': { de: /Benachrichtigungen/, fr: /notifications/, it: /notifiche/, en: /notifications/ },
  'newsletter with double opt-in': { de: /Double-Opt-in/, fr: /double opt-in/, it: /double opt-in/, en: /double opt-in/ },
  'newsletter consent text version': {
    de: /Fassung des Einwilligungstextes/,
    fr: /version du texte de consentement/,
    it: /versione del testo di consenso/,
    en: /version of the consent text/,
  },
  'town alerts': { de: /Hinweise an Städte/, fr: /Alertes aux villes/, it: /Avvisi alle città/, en: /Alerts to towns/ },
  'e-mail outbox copies': {
    de: /Kopien gesendeter E-Mails/,
    fr: /copies des e-mails envoyés/,
    it: /copie delle e-mail inviate/,
    en: /copies of sent e-mails/,
  },
  widgets: { de: /Widget/, fr: /widget/, it: /widget/, en: /widget/ },
  'hosting in Switzerland': {
    de: /Server und die Datenbank stehen in der Schweiz/,
    fr: /serveurs et la base de données se trouvent en Suisse/,
    it: /server e la banca dati si trovano in Svizzera/,
    en: /servers and the database are in Switzerland/,
  },
  'open data without usernames': { de: /CC BY 4\.0/, fr: /CC BY 4\.0/, it: /CC BY 4\.0/, en: /CC BY 4\.0/ },
  'retention periods': {
    de: /Wie lange wir Daten aufbewahren/,
    fr: /Combien de temps nous conservons/,
    it: /Per quanto tempo conserviamo/,
    en: /How long we keep data/,
  },
  'Swiss FADP': { de: /\(DSG\)/, fr: /\(LPD\)/, it: /\(LPD\)/, en: /\(FADP\)/ },
  GDPR: { de: /DSGVO/, fr: /RGPD/, it: /RGPD/, en: /GDPR/ },
  'Swiss supervisory authority': { de: /EDÖB/, fr: /PFPDT/, it: /IFPDT/, en: /FDPIC/ },
  'data export': {
    de: /\(\/imprint\/deleteaccount\)/,
    fr: /\(\/fr\/imprint\/deleteaccount\)/,
    it: /\(\/it\/imprint\/deleteaccount\)/,
    en: /\(\/en\/imprint\/deleteaccount\)/,
  },
  'deletion keeps or deletes contributions': {
    de: /ohne deinen Namen erhalten/,
    fr: /sans votre nom/,
    it: /senza il tuo nome/,
    en: /without your name/,
  },
  contact: { de: /\{\{contactEmail\}\}/, fr: /\{\{contactEmail\}\}/, it: /\{\{contactEmail\}\}/, en: /\{\{contactEmail\}\}/ },
};

describe('the privacy policy names everything the software stores', () => {
  // Case-insensitive (a term may open a sentence or a bold list item); `.` spans lines.
  const missing = (body: string, list: Record<string, Record<Locale, RegExp>>, locale: Locale) =>
    Object.entries(list)
      .filter(([, patterns]) => !new RegExp(patterns[locale].source, 'is').test(body))
      .map(([what]) => what);

  it.each((['privacy', 'app-privacy'] as const).flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    '%s/%s names every kind of data',
    (page, locale) => {
      expect(missing(source(page, locale).body, STORED, locale)).toEqual([]);
    },
  );

  // The website keeps offline drafts and visited pages on the device (the app stores its own way).
  it.each(LOCALES)('privacy/%s names the offline drafts and the service worker cache', (locale) => {
    const body = source('privacy', locale).body;
    expect(body).toMatch(/IndexedDB/);
    expect(body).toMatch(/service worker/i);
  });

  // The app asks the device for permissions the website does not have, and comes from app stores.
  const APP: Record<string, Record<Locale, RegExp>> = {
    location: { de: /Standort/, fr: /position/, it: /posizione/, en: /location/ },
    camera: { de: /Kamera/, fr: /appareil photo/, it: /fotocamera/, en: /camera/ },
    'app stores': { de: /App Store.*Google Play/, fr: /App Store.*Google Play/, it: /App Store.*Google Play/, en: /App Store.*Google Play/ },
  };
  it.each(LOCALES)('app-privacy/%s names the app’s permissions and stores', (locale) => {
    expect(missing(source('app-privacy', locale).body, APP, locale)).toEqual([]);
  });

  // The sign-in service's short variant: who, what, cookies, contact, rights (and the full text,
  // see the links test above).
  const SHORT: Record<string, Record<Locale, RegExp>> = {
    controller: {
      de: /Verein moveable spots/,
      fr: /Association moveable spots/,
      it: /Associazione moveable spots/,
      en: /moveable spots association/,
    },
    'e-mail address': STORED['e-mail address']!,
    username: STORED.username!,
    password: STORED['password hashed with Argon2id']!,
    'sign-in service cookies': { de: /Cookies/, fr: /cookies/, it: /cookie/, en: /cookies/ },
    contact: STORED.contact!,
    rights: { de: /Auskunft/, fr: /accès/, it: /accesso/, en: /access/ },
  };
  it.each(LOCALES)('privacykeycloak/%s says the essentials', (locale) => {
    expect(missing(source('privacykeycloak', locale).body, SHORT, locale)).toEqual([]);
  });
});

describe('the other legal texts say what they must', () => {
  const ASSOCIATION: Record<Locale, RegExp> = {
    de: /Verein nach Art\. 60 ff\. ZGB/,
    fr: /association au sens des art\. 60 ss CC/,
    it: /associazione ai sensi degli art\. 60 segg\. CC/,
    en: /association under Art\. 60 et seq\. of the Swiss Civil Code/,
  };
  const NOT_REGISTERED: Record<Locale, RegExp> = {
    de: /nicht im Handelsregister eingetragen/,
    fr: /pas inscrite au registre du commerce/,
    it: /non è iscritta nel registro di commercio/,
    en: /not entered in the commercial register/,
  };
  it.each(LOCALES)('imprint/%s: the association, its legal form and register status, its postal address', (locale) => {
    const body = source('imprint', locale).body;
    expect(body).toMatch(ASSOCIATION[locale]);
    expect(body).toMatch(NOT_REGISTERED[locale]);
    expect(body).toMatch(/8021 Z(ü|u)rich/);
    expect(body).toContain('{{contactEmail}}');
    expect(body, 'no invented register number').not.toMatch(/CHE-?\d/);
  });

  it.each(LOCALES)('app-about/%s: names the provider itself (the app needs its own imprint)', (locale) => {
    const body = source('app-about', locale).body;
    expect(body).toMatch(ASSOCIATION[locale]);
    expect(body).toMatch(/8021 Z(ü|u)rich/);
  });

  const LICENCE: Record<Locale, RegExp> = { de: /deed\.de/, fr: /deed\.fr/, it: /deed\.it/, en: /licenses\/by\/4\.0\/\)/ };
  it.each((['terms', 'app-terms', 'termskeycloak', 'about'] as const).flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    '%s/%s: one licence, CC BY 4.0, linked in the reader’s language',
    (page, locale) => {
      const body = source(page, locale).body;
      expect(body).toContain('CC BY 4.0');
      expect(body).toMatch(LICENCE[locale]);
      expect(body, 'the spot data is not under ODbL').not.toMatch(/ODbL[^\n]*(Spot|spot)/);
    },
  );

  const WIDGETS: Record<Locale, RegExp> = { de: /Widget/, fr: /widget/, it: /widget/, en: /widget/ };
  it.each((['terms', 'app-terms'] as const).flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    '%s/%s: speaks of partners embedding widgets',
    (page, locale) => {
      expect(source(page, locale).body).toMatch(WIDGETS[locale]);
    },
  );

  const PHOTOS: Record<Locale, RegExp> = {
    de: /Autonummern/,
    fr: /plaques d’immatriculation/,
    it: /targhe/,
    en: /number plates/,
  };
  it.each(LOCALES)('guidelines/%s: photos without identifiable people or number plates', (locale) => {
    expect(source('guidelines', locale).body).toMatch(PHOTOS[locale]);
  });
});
