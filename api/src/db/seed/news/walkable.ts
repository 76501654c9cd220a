// walkable's demo news: the Swiss site (some of them the city of Bern's), Italy, India and every
// country at once.
import { t, type DemoNewsSource } from './types.ts';

export const WALKABLE_NEWS: DemoNewsSource[] = [
  {
    slug: 'bern-mehr-zeit-zum-queren',
    country: 'ch',
    organisation: 'bern',
    publishedAt: '2026-09-15T07:00:00Z',
    tags: ['crossings', 'bern'],
    translations: {
      de: t(
        'Bern: Mehr Zeit zum Queren an 40 Ampeln',
        'Die Grünphasen für Fussgängerinnen und Fussgänger werden an 40 Kreuzungen verlängert. Grundlage sind Messungen mit einer Gehgeschwindigkeit von 0,8 Metern pro Sekunde.',
        `
Bisher rechneten viele Berner Ampeln mit 1,2 Metern pro Sekunde – zu schnell für ältere Menschen, Kinder und Personen mit Rollator. Die Stadt Bern stellt 40 Anlagen auf **0,8 Meter pro Sekunde** um.

## Welche Kreuzungen?

Die Auswahl beruht auf Unfallzahlen und auf den Hinweisen von walkable. Besonders oft gemeldet wurden der Bubenbergplatz, der Kirchenfeldbrückenkopf und die Kreuzung Breitenrainplatz.

Die Umstellung ist bis Ende Jahr abgeschlossen. Melden Sie uns, wo die Zeit noch immer nicht reicht.
`,
      ),
      fr: t(
        'Berne : plus de temps pour traverser à 40 feux',
        'Les phases vertes pour les piétons seront prolongées à 40 carrefours, sur la base d’une vitesse de marche de 0,8 mètre par seconde.',
        `
Jusqu’ici, de nombreux feux bernois comptaient sur 1,2 mètre par seconde – trop rapide pour les personnes âgées, les enfants ou les personnes avec déambulateur. La ville de Berne passe 40 installations à **0,8 mètre par seconde**.

## Quels carrefours ?

Le choix repose sur les accidents et sur les signalements walkable : Bubenbergplatz, tête du pont de Kirchenfeld et Breitenrainplatz sont les plus cités.

La conversion sera achevée d’ici la fin de l’année. Signalez-nous où le temps ne suffit toujours pas.
`,
      ),
    },
  },
  {
    slug: 'walkable-17-partnergemeinden',
    country: 'ch',
    publishedAt: '2026-01-20T09:00:00Z',
    tags: ['community', 'city-partners'],
    translations: {
      de: t(
        'walkable startet mit 17 Partnergemeinden',
        'Von Genf bis St. Gallen beantworten 17 Gemeinden die Hinweise auf walkable offiziell. Sie erhalten neue Spots in ihrem Gebiet per E-Mail.',
        `
walkable zeigt, wo Gehen angenehm ist und wo nicht. Ab heute sind **17 Gemeinden** als Partnerinnen dabei. Ihre Fachleute sehen neue Spots in ihrem Gebiet und antworten offiziell – mit Status und, wenn möglich, mit einem Zeithorizont.

Offizielle Antworten erkennen Sie am Häkchen und am Namen der Gemeinde. Danke allen Gemeinden, die mitmachen!
`,
      ),
      fr: t(
        'walkable démarre avec 17 communes partenaires',
        'De Genève à Saint-Gall, 17 communes répondent officiellement aux signalements walkable. Elles reçoivent les nouveaux spots de leur territoire par e-mail.',
        `
walkable montre où il fait bon marcher et où ce n’est pas le cas. Dès aujourd’hui, **17 communes** sont partenaires. Leurs spécialistes voient les nouveaux spots de leur territoire et y répondent officiellement, avec un statut et si possible un délai.

Les réponses officielles portent une coche et le nom de la commune. Merci à toutes les communes participantes !
`,
      ),
      it: t(
        'walkable parte con 17 comuni partner',
        'Da Ginevra a San Gallo, 17 comuni rispondono ufficialmente alle segnalazioni di walkable e ricevono per e-mail i nuovi spot del loro territorio.',
        `
walkable mostra dove si cammina bene e dove no. Da oggi **17 comuni** sono partner: i loro specialisti vedono i nuovi spot e rispondono ufficialmente, con uno stato e, se possibile, una scadenza.

Le risposte ufficiali hanno un segno di spunta e il nome del comune. Grazie a tutti i comuni che partecipano!
`,
      ),
      en: t(
        'walkable launches with 17 partner towns',
        'From Geneva to St. Gallen, 17 towns answer walkable reports officially. They receive new spots in their area by e-mail.',
        `
walkable shows where walking is pleasant and where it is not. From today **17 towns** take part as partners. Their staff see new spots in their area and answer officially, with a status and, where possible, a time frame.

Official answers carry a check mark and the town's name. Thank you to every town that joins in!
`,
      ),
    },
  },
  {
    slug: 'basel-abstellzonen-e-trottinett',
    country: 'ch',
    publishedAt: '2026-06-18T08:00:00Z',
    tags: ['sidewalks', 'basel'],
    translations: {
      de: t(
        'Basel testet feste Abstellzonen für E-Trottinetts',
        'In der Innenstadt dürfen Miet-Trottinetts ab Juli nur noch in 60 markierten Zonen abgestellt werden. Das Trottoir soll wieder den Gehenden gehören.',
        `
Quer liegende E-Trottinetts sind auf walkable eines der häufigsten Ärgernisse – besonders für blinde und sehbehinderte Menschen. Basel-Stadt reagiert mit einem Versuch: In der Innenstadt gibt es ab Juli **60 markierte Abstellzonen**.

Wer ausserhalb abstellt, kann die Miete nicht beenden. Der Versuch dauert ein Jahr; die Spots auf walkable fliessen in die Auswertung ein.
`,
      ),
      en: t(
        'Basel tests fixed parking zones for e-scooters',
        'From July, rental e-scooters in the city centre may only be parked in 60 marked zones. The pavement is to belong to people on foot again.',
        `
E-scooters lying across the pavement are among the most frequent complaints on walkable, especially for blind and partially sighted people. Basel-Stadt responds with a trial: from July there are **60 marked parking zones** in the city centre.

Riders who park elsewhere cannot end their rental. The trial lasts a year, and walkable spots feed into the evaluation.
`,
      ),
    },
  },
  {
    slug: 'geneve-zones-de-rencontre-ecoles',
    country: 'ch',
    publishedAt: '2026-08-25T06:30:00Z',
    tags: ['schools', 'geneva'],
    translations: {
      fr: t(
        'Genève : des zones de rencontre devant douze écoles',
        'Pour la rentrée, les rues devant douze écoles passent à 20 km/h avec priorité aux piétons. Les parents sont invités à signaler les points encore dangereux.',
        `
Dès la rentrée, les abords de **douze écoles** genevoises deviennent des zones de rencontre : 20 km/h, priorité aux piétons, stationnement limité aux cases marquées.

Sur walkable, les trajets scolaires font partie des thèmes les plus signalés : trottoirs étroits, voitures déposant les enfants, passages sans feux.

Vous connaissez un chemin de l’école dangereux ? Ajoutez un spot, la Ville en tient compte pour la prochaine étape.
`,
      ),
      de: t(
        'Genf: Begegnungszonen vor zwölf Schulen',
        'Auf den Schulbeginn gilt vor zwölf Schulen Tempo 20 mit Vortritt für Fussgängerinnen und Fussgänger. Eltern sind eingeladen, gefährliche Stellen zu melden.',
        `
Ab Schulbeginn werden die Strassen vor **zwölf Genfer Schulen** zu Begegnungszonen: Tempo 20, Vortritt für Gehende, Parkieren nur in markierten Feldern.

Schulwege gehören auf walkable zu den meistgemeldeten Themen: schmale Trottoirs, Elterntaxis, Übergänge ohne Ampel.

Kennen Sie einen gefährlichen Schulweg? Erfassen Sie einen Spot – die Stadt berücksichtigt ihn für die nächste Etappe.
`,
      ),
    },
  },
  {
    slug: 'lugano-marciapiedi-via-pretorio',
    country: 'ch',
    publishedAt: '2026-04-09T08:00:00Z',
    tags: ['sidewalks', 'lugano'],
    translations: {
      it: t(
        'Lugano: marciapiedi più larghi in via Pretorio',
        'Il Municipio allarga i marciapiedi e toglie venti posteggi. Chi cammina avrà almeno due metri di spazio libero su tutto il tratto.',
        `
Via Pretorio collega la stazione del funicolare al centro ed è percorsa ogni giorno da migliaia di pedoni. Finora i marciapiedi erano larghi appena un metro in diversi punti.

Con il progetto approvato dal Municipio i marciapiedi raggiungono **almeno due metri**, gli attraversamenti vengono rialzati e venti posteggi lasciano spazio a panchine e alberi.

Grazie a chi ha segnalato il problema su walkable: molte delle vostre foto sono nel rapporto tecnico.
`,
      ),
      de: t(
        'Lugano: Breitere Trottoirs an der Via Pretorio',
        'Die Stadt verbreitert die Trottoirs und hebt zwanzig Parkplätze auf. Zu Fuss Gehende haben auf der ganzen Strecke mindestens zwei Meter Platz.',
        `
Die Via Pretorio verbindet die Standseilbahn mit dem Zentrum und wird täglich von Tausenden zu Fuss begangen. Bisher waren die Trottoirs an mehreren Stellen kaum einen Meter breit.

Mit dem bewilligten Projekt werden die Trottoirs **mindestens zwei Meter** breit, die Übergänge erhöht, und zwanzig Parkplätze machen Bänken und Bäumen Platz.

Danke allen, die das Problem auf walkable gemeldet haben: Viele Ihrer Fotos stehen im technischen Bericht.
`,
      ),
    },
  },
  {
    slug: 'bern-schulwege-hinweise',
    country: 'ch',
    organisation: 'bern',
    publishedAt: '2026-03-16T07:15:00Z',
    tags: ['schools', 'bern'],
    translations: {
      de: t(
        'Sichere Schulwege: Bern sammelt Ihre Hinweise',
        'Bis Ende April können Eltern, Lehrpersonen und Kinder auf walkable zeigen, wo der Schulweg unsicher ist. Die Stadt prüft jeden Hinweis.',
        `
Die Stadt Bern überarbeitet ihre **Schulwegpläne**. Dafür braucht sie Ihr Wissen: Wo müssen Kinder auf die Strasse ausweichen? Wo fehlt ein Lotsendienst oder ein Fussgängerstreifen?

So geht es:

1. Auf der [Karte](/map) die Stelle suchen
2. Spot erfassen, Kategorie *Schulweg* wählen
3. Wenn möglich ein Foto zur Schulwegzeit anfügen

Jeder Hinweis erhält eine offizielle Antwort der Verkehrsplanung.
`,
      ),
      fr: t(
        'Chemins de l’école sûrs : Berne recueille vos signalements',
        'Jusqu’à fin avril, parents, enseignants et enfants peuvent montrer sur walkable où le chemin de l’école est dangereux. La Ville examine chaque signalement.',
        `
La ville de Berne révise ses **plans des chemins de l’école**. Elle a besoin de vos connaissances : où les enfants doivent-ils marcher sur la route ? Où manque-t-il un passage piéton ou une patrouille scolaire ?

Comment faire :

1. Chercher l’endroit sur la [carte](/fr/map)
2. Ajouter un spot avec la catégorie *chemin de l’école*
3. Si possible, joindre une photo prise à l’heure d’école

Chaque signalement reçoit une réponse officielle du service de la mobilité.
`,
      ),
    },
  },
  {
    slug: 'winter-icy-pavements',
    country: 'ch',
    publishedAt: '2025-12-08T06:00:00Z',
    tags: ['winter'],
    translations: {
      en: t(
        'Icy pavements: how to report them so they get cleared',
        'Snow and ice are reported as temporary spots and archived after a month. A precise location and a photo help the clearing teams most.',
        `
In winter, pavements are often cleared last. On walkable you can report icy or snowed-in paths with the category **snow**.

- Place the pin exactly where the problem is, not at the street's centre.
- Add a photo: it shows the clearing team what to expect.
- Temporary spots are archived after one month; you can delay that if the problem lasts.

Stay safe and take the sunny side of the street.
`,
      ),
      de: t(
        'Vereiste Trottoirs: So melden Sie sie, damit geräumt wird',
        'Schnee und Eis werden als temporäre Spots erfasst und nach einem Monat archiviert. Ein genauer Ort und ein Foto helfen den Räumequipen am meisten.',
        `
Im Winter werden Trottoirs oft zuletzt geräumt. Auf walkable melden Sie vereiste oder verschneite Wege mit der Kategorie **Schnee**.

- Setzen Sie die Markierung genau an die Stelle, nicht in die Strassenmitte.
- Fügen Sie ein Foto an: Es zeigt der Räumequipe, was sie erwartet.
- Temporäre Spots werden nach einem Monat archiviert; Sie können das verschieben, wenn das Problem bleibt.

Kommen Sie gut durch den Winter – und nehmen Sie die Sonnenseite der Strasse.
`,
      ),
    },
  },
  {
    slug: 'bologna-citta-30-un-anno-dopo',
    country: 'it',
    publishedAt: '2026-01-30T10:00:00Z',
    tags: ['speed-limits', 'bologna'],
    translations: {
      it: t(
        'Bologna Città 30: un anno dopo',
        'Meno incidenti gravi, più persone a piedi nelle strade di quartiere. Le segnalazioni su walkable raccontano cosa è cambiato e cosa manca ancora.',
        `
Un anno fa Bologna è diventata **Città 30**. I primi dati indicano un calo netto degli incidenti gravi e dei pedoni feriti.

Su walkable gli spot «fame» parlano di strade più tranquille e attraversamenti più facili. Gli spot «shame» indicano i punti dove la velocità resta alta: i viali di circonvallazione e alcune strade larghe di periferia.

Camminate a Bologna? Diteci dove il limite funziona e dove no.
`,
      ),
      en: t(
        'Bologna 30 km/h city: one year on',
        'Fewer serious crashes and more people walking in residential streets. walkable reports show what changed and what is still missing.',
        `
A year ago Bologna became a **30 km/h city**. First figures show a clear fall in serious crashes and injured pedestrians.

On walkable, fame spots describe calmer streets and easier crossings. Shame spots point to places where speeds stay high: the ring boulevards and some wide streets on the outskirts.

Do you walk in Bologna? Tell us where the limit works and where it does not.
`,
      ),
    },
  },
  {
    slug: 'torino-attraversamenti-rialzati',
    country: 'it',
    publishedAt: '2026-07-22T07:30:00Z',
    tags: ['crossings', 'turin'],
    translations: {
      it: t(
        'Torino: trenta nuovi attraversamenti rialzati',
        'Gli attraversamenti a livello del marciapiede rallentano le auto e rendono il passaggio più facile per chi usa la carrozzina o il passeggino.',
        `
La Città di Torino realizza **trenta attraversamenti rialzati** vicino a scuole, ospedali e fermate del tram. La carreggiata sale al livello del marciapiede: le auto rallentano, chi cammina non deve più scendere dal cordolo.

L’elenco dei punti tiene conto degli spot più votati su walkable in San Salvario, Vanchiglia e Barriera di Milano.
`,
      ),
      en: t(
        'Turin: thirty new raised crossings',
        'Crossings at pavement level slow cars down and make it easier for people with wheelchairs or prams.',
        `
The city of Turin is building **thirty raised crossings** near schools, hospitals and tram stops. The road rises to pavement level: cars slow down, and people on foot no longer step off the kerb.

The list of locations takes the most voted walkable spots in San Salvario, Vanchiglia and Barriera di Milano into account.
`,
      ),
    },
  },
  {
    slug: 'pune-footpath-audit-volunteers',
    country: 'in',
    publishedAt: '2026-02-27T04:30:00Z',
    tags: ['sidewalks', 'pune', 'community'],
    translations: {
      en: t(
        'Pune: 500 volunteers audit the city’s footpaths',
        'In one weekend, volunteers walked 120 kilometres of footpaths and added more than 900 spots: broken slabs, encroachments and missing kerb ramps.',
        `
Pune's first **footpath audit** brought together 500 volunteers from colleges, resident associations and walking groups. Over one weekend they covered 120 kilometres in twelve wards.

## What they found

- broken or missing paving slabs on a third of the routes
- footpaths blocked by parked two-wheelers and shop extensions
- kerb ramps missing at most crossings

The municipal corporation has received the results and promised a first repair programme before the monsoon.
`,
      ),
      de: t(
        'Pune: 500 Freiwillige prüfen die Gehwege der Stadt',
        'An einem Wochenende begingen Freiwillige 120 Kilometer Gehwege und erfassten über 900 Spots: kaputte Platten, Verstellungen und fehlende Rampen.',
        `
Zum ersten **Gehweg-Audit** in Pune kamen 500 Freiwillige aus Hochschulen, Quartiervereinen und Gehgruppen zusammen. An einem Wochenende deckten sie 120 Kilometer in zwölf Bezirken ab.

## Was sie fanden

- kaputte oder fehlende Platten auf einem Drittel der Strecken
- von Zweirädern und Ladenauslagen verstellte Gehwege
- fehlende Rampen an den meisten Übergängen

Die Stadtverwaltung hat die Ergebnisse erhalten und ein erstes Reparaturprogramm vor dem Monsun zugesagt.
`,
      ),
    },
  },
  {
    slug: 'how-to-write-a-good-spot',
    country: null,
    publishedAt: '2025-11-10T09:00:00Z',
    tags: ['guide'],
    translations: {
      en: t(
        'How to write a spot that gets things changed',
        'A clear title, the exact location and one good photo: five tips from the town staff who read walkable every day.',
        `
Town staff read hundreds of spots. These are the ones they can act on:

1. **Say what the problem is** in the title: "Pavement blocked by bins every Tuesday" beats "Terrible!".
2. **Place the pin precisely.** Zoom in until you see the house numbers.
3. **One good photo** from a pedestrian's eye level.
4. **Describe who is affected**: children on the way to school, people with walkers, everyone at night.
5. **Stay factual and friendly.** The people answering want to help.

Read our [guidelines](/en/guidelines) for more.
`,
      ),
      de: t(
        'So schreiben Sie einen Spot, der etwas bewirkt',
        'Ein klarer Titel, der genaue Ort und ein gutes Foto: fünf Tipps von Gemeindefachleuten, die walkable jeden Tag lesen.',
        `
Die Fachleute der Gemeinden lesen Hunderte von Spots. Mit diesen können sie etwas anfangen:

1. **Nennen Sie das Problem** im Titel: «Trottoir jeden Dienstag von Containern versperrt» statt «Schrecklich!».
2. **Setzen Sie die Markierung genau.** Zoomen Sie, bis Hausnummern sichtbar sind.
3. **Ein gutes Foto** auf Augenhöhe von Gehenden.
4. **Sagen Sie, wer betroffen ist**: Kinder auf dem Schulweg, Menschen mit Rollator, alle in der Nacht.
5. **Bleiben Sie sachlich und freundlich.** Wer antwortet, will helfen.

Mehr dazu in unseren [Richtlinien](/guidelines).
`,
      ),
      fr: t(
        'Comment écrire un spot qui fait bouger les choses',
        'Un titre clair, l’endroit exact et une bonne photo : cinq conseils des spécialistes communaux qui lisent walkable chaque jour.',
        `
Les spécialistes des communes lisent des centaines de spots. Voici ceux qui les aident à agir :

1. **Nommez le problème** dans le titre : « Trottoir bloqué par les conteneurs chaque mardi » plutôt que « Horrible ! ».
2. **Placez le repère précisément.** Zoomez jusqu’à voir les numéros des maisons.
3. **Une bonne photo** à hauteur de piéton.
4. **Dites qui est concerné** : enfants sur le chemin de l’école, personnes avec déambulateur, tout le monde la nuit.
5. **Restez factuel et aimable.** Les personnes qui répondent veulent aider.

Plus d’informations dans nos [règles](/fr/guidelines).
`,
      ),
      it: t(
        'Come scrivere uno spot che fa cambiare le cose',
        'Un titolo chiaro, il luogo esatto e una buona foto: cinque consigli dei tecnici comunali che leggono walkable ogni giorno.',
        `
I tecnici dei comuni leggono centinaia di spot. Ecco quelli che li aiutano ad agire:

1. **Dite qual è il problema** nel titolo: «Marciapiede bloccato dai bidoni ogni martedì» invece di «Terribile!».
2. **Posizionate il segnaposto con precisione.** Ingrandite fino a vedere i numeri civici.
3. **Una buona foto** all’altezza degli occhi di un pedone.
4. **Dite chi è coinvolto**: bambini sulla strada per la scuola, persone con deambulatore, tutti di notte.
5. **Restate obiettivi e cordiali.** Chi risponde vuole aiutare.

Trovate di più nelle nostre [linee guida](/it/guidelines).
`,
      ),
    },
  },
  {
    slug: 'lausanne-escaliers-mains-courantes',
    country: 'ch',
    publishedAt: '2026-10-05T08:00:00Z',
    tags: ['stairs', 'lausanne'],
    translations: {
      fr: t(
        'Lausanne : des mains courantes pour 25 escaliers publics',
        'Dans une ville en pente, les escaliers sont des raccourcis essentiels. Vingt-cinq d’entre eux recevront une main courante des deux côtés et un meilleur éclairage.',
        `
À Lausanne, on monte et on descend beaucoup à pied. Les **escaliers publics** relient les quartiers, mais beaucoup n’ont qu’une main courante, voire aucune.

La Ville équipe 25 escaliers de mains courantes des deux côtés et d’un éclairage LED. Les premiers chantiers concernent les escaliers du Marché et ceux de la rue du Petit-Chêne.

Les spots walkable sur les escaliers glissants ou sombres ont aidé à fixer les priorités.
`,
      ),
      en: t(
        'Lausanne: handrails for 25 public stairways',
        'In a hilly city, stairways are essential shortcuts. Twenty-five of them get handrails on both sides and better lighting.',
        `
In Lausanne people walk up and down a lot. **Public stairways** link the neighbourhoods, but many have only one handrail, or none.

The city is fitting 25 stairways with handrails on both sides and LED lighting. The first works are on the Escaliers du Marché and the stairs of Rue du Petit-Chêne.

walkable spots about slippery or dark stairs helped set the priorities.
`,
      ),
    },
  },
];
