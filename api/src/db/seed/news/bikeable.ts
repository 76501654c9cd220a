// bikeable's demo news: the Swiss site (some of them the city of Zürich's), Germany (some of
// them Berlin's), Austria, Italy, France and every country at once; one draft and one scheduled.
import { t, type DemoNewsSource } from './types.ts';

export const BIKEABLE_NEWS: DemoNewsSource[] = [
  {
    slug: 'zuerich-neue-velostreifen-2026',
    country: 'ch',
    organisation: 'zuerich',
    publishedAt: '2026-09-22T07:30:00Z',
    tags: ['infrastructure', 'zurich'],
    translations: {
      de: t(
        'Zürich markiert zwölf Kilometer neue Velostreifen',
        'Bis Ende Oktober erhalten Rosengartenstrasse, Hardstrasse und Seebahnstrasse durchgehende, rot eingefärbte Velostreifen. Viele Hinweise dazu kamen von bikeable.',
        `
Die Stadt Zürich schliesst diesen Herbst drei Lücken im Velonetz. Auf der **Hardstrasse**, der **Seebahnstrasse** und entlang der **Rosengartenstrasse** werden die Velostreifen durchgehend markiert und an den Kreuzungen rot eingefärbt.

## Warum gerade diese Strassen?

Auf bikeable wurden an diesen drei Achsen in den letzten zwei Jahren über 180 Spots erfasst, die meisten als *Shame*: plötzlich endende Streifen, Parkplätze am Strassenrand und unübersichtliche Einmündungen.

- Hardstrasse: 3,8 km, beidseitig
- Seebahnstrasse: 2,6 km, stadtauswärts
- Rosengartenstrasse: 5,4 km, mit neuen Aufstellflächen

Während der Markierungsarbeiten gibt es nachts kurze Sperrungen. Sie können Ihre Spots nach Abschluss als behoben vorschlagen.
`,
      ),
      en: t(
        'Zürich marks twelve kilometres of new bike lanes',
        'By the end of October, Rosengartenstrasse, Hardstrasse and Seebahnstrasse get continuous red-coloured bike lanes. Many of the reports behind it came from bikeable.',
        `
The city of Zürich is closing three gaps in its cycling network this autumn. On **Hardstrasse**, **Seebahnstrasse** and along **Rosengartenstrasse** the bike lanes will be marked without interruption and coloured red at junctions.

## Why these streets?

Over the past two years, more than 180 spots were reported on these three routes on bikeable, most of them as *shame*: lanes that suddenly end, kerbside parking and confusing junctions.

- Hardstrasse: 3.8 km, both directions
- Seebahnstrasse: 2.6 km, outbound
- Rosengartenstrasse: 5.4 km, with new advanced stop lines

The marking work causes short closures at night. Once it is done, you can propose your spots as fixed.
`,
      ),
    },
  },
  {
    slug: 'bikeable-jahresbilanz-2026',
    country: 'ch',
    publishedAt: '2026-01-15T08:00:00Z',
    tags: ['community', 'annual-report'],
    translations: {
      de: t(
        'Jahresbilanz: 1200 neue Spots, 340 davon behoben',
        'Die bikeable-Community hat im vergangenen Jahr so viele Orte erfasst wie nie zuvor. Fast jeder dritte Shame-Spot in einer Partnerstadt wurde inzwischen behoben.',
        `
Im letzten Jahr kamen in der Schweiz **1200 neue Spots** dazu. 340 Shame-Spots gelten heute als behoben: Entweder haben drei Personen dies bestätigt, oder die zuständige Stadt hat den Spot offiziell als erledigt markiert.

## Was am häufigsten gemeldet wurde

1. Fehlende oder zu schmale Velostreifen
2. Gefährliche Kreuzungen
3. Fehlende Abstellplätze an Bahnhöfen

Besonders erfreulich: Die Partnerstädte haben auf 62 Prozent der Spots in ihrem Gebiet offiziell geantwortet. Danke allen, die mitmachen – und weiter so!
`,
      ),
      fr: t(
        'Bilan annuel : 1200 nouveaux spots, dont 340 corrigés',
        'La communauté bikeable a signalé l’an dernier plus de lieux que jamais. Près d’un spot « shame » sur trois dans une ville partenaire a depuis été corrigé.',
        `
L’an dernier, **1200 nouveaux spots** ont été ajoutés en Suisse. 340 spots « shame » sont aujourd’hui considérés comme corrigés : trois personnes l’ont confirmé, ou la ville responsable l’a marqué comme réglé.

## Ce qui a été signalé le plus souvent

1. Bandes cyclables manquantes ou trop étroites
2. Carrefours dangereux
3. Manque de places de stationnement près des gares

Bonne nouvelle : les villes partenaires ont répondu officiellement à 62 % des spots sur leur territoire. Merci à toutes et à tous !
`,
      ),
      it: t(
        'Bilancio annuale: 1200 nuovi spot, 340 già risolti',
        'L’anno scorso la comunità di bikeable ha segnalato più luoghi che mai. Quasi uno spot «shame» su tre in una città partner è stato risolto.',
        `
Lo scorso anno in Svizzera sono stati aggiunti **1200 nuovi spot**. 340 spot «shame» risultano oggi risolti: tre persone lo hanno confermato oppure la città competente li ha segnati come sistemati.

## Le segnalazioni più frequenti

1. Corsie ciclabili mancanti o troppo strette
2. Incroci pericolosi
3. Pochi posteggi per bici nelle stazioni

Le città partner hanno risposto ufficialmente al 62 % degli spot nel loro territorio. Grazie a tutte e a tutti!
`,
      ),
      en: t(
        'Year in review: 1,200 new spots, 340 of them fixed',
        'The bikeable community reported more places last year than ever before. Almost one in three shame spots in a partner town has been fixed since.',
        `
Last year **1,200 new spots** were added in Switzerland. 340 shame spots now count as fixed: either three people confirmed it, or the responsible town marked the spot as done.

## What people reported most

1. Missing or too narrow bike lanes
2. Dangerous junctions
3. Too little bike parking at stations

Partner towns answered 62 percent of the spots in their area officially. Thank you to everyone who takes part!
`,
      ),
    },
  },
  {
    slug: 'lausanne-pistes-cyclables-definitives',
    country: 'ch',
    publishedAt: '2026-06-03T06:45:00Z',
    tags: ['infrastructure', 'lausanne'],
    translations: {
      fr: t(
        'Lausanne : les pistes cyclables provisoires deviennent définitives',
        'Aménagées à titre d’essai, les pistes de l’avenue de Morges et de la rue de Genève seront séparées du trafic par des bordures dès l’été.',
        `
Après deux ans d’essai, la Ville de Lausanne pérennise les pistes cyclables de l’**avenue de Morges** et de la **rue de Genève**. Les balises en plastique laisseront la place à de vraies bordures.

Les spots bikeable de ces deux axes ont beaucoup évolué : de nombreux spots « shame » de 2024 ont été marqués comme corrigés, et plusieurs spots « fame » saluent désormais le confort des nouvelles pistes.

Les travaux dureront jusqu’en septembre. Signalez sur la [carte](/fr/map) les endroits où le chantier complique le passage à vélo.
`,
      ),
      de: t(
        'Lausanne: Provisorische Velowege werden definitiv',
        'Die Velowege an der Avenue de Morges und der Rue de Genève waren ein Versuch. Ab Sommer werden sie mit Randsteinen vom Verkehr getrennt.',
        `
Nach zwei Versuchsjahren macht die Stadt Lausanne die Velowege an der **Avenue de Morges** und der **Rue de Genève** definitiv. Statt Plastikbaken gibt es richtige Randsteine.

Auf bikeable zeigt sich die Veränderung deutlich: Viele Shame-Spots von 2024 gelten als behoben, mehrere Fame-Spots loben den Komfort der neuen Wege.

Die Bauarbeiten dauern bis September. Melden Sie auf der [Karte](/map), wo die Baustelle das Velofahren erschwert.
`,
      ),
    },
  },
  {
    slug: 'hardbruecke-baustelle-umleitung',
    country: 'ch',
    organisation: 'zuerich',
    publishedAt: '2026-08-11T05:00:00Z',
    tags: ['construction', 'zurich'],
    translations: {
      de: t(
        'Baustelle Hardbrücke: So fahren Sie mit dem Velo um',
        'Vom 18. August bis Ende November ist der Veloweg auf der Hardbrücke stadteinwärts gesperrt. Die signalisierte Umleitung führt über die Limmatstrasse.',
        `
Die Hardbrücke wird saniert. Stadteinwärts ist der Veloweg während der Bauzeit **gesperrt**, stadtauswärts bleibt er offen.

## Umleitung

- ab Escher-Wyss-Platz über die **Limmatstrasse** zum Hauptbahnhof
- gelbe Velo-Umleitungstafeln an allen Abzweigungen
- an der Kreuzung Limmatstrasse/Ackerstrasse eine provisorische Velo-Ampel

Wenn die Umleitung irgendwo nicht funktioniert, erfassen Sie einen Spot mit der Kategorie *Baustelle*. Unser Team liest die Hinweise täglich.
`,
      ),
      en: t(
        'Hardbrücke roadworks: how to get around by bike',
        'From 18 August to the end of November, the Hardbrücke bike path towards the city centre is closed. The signposted detour runs via Limmatstrasse.',
        `
The Hardbrücke bridge is being refurbished. Towards the city centre the bike path is **closed** during the works; outbound it stays open.

## Detour

- from Escher-Wyss-Platz via **Limmatstrasse** to the main station
- yellow bike detour signs at every turn
- a temporary bike signal at the Limmatstrasse/Ackerstrasse junction

If the detour fails somewhere, add a spot with the category *construction*. Our team reads the reports every day.
`,
      ),
    },
  },
  {
    slug: 'ciclovia-bellinzona-locarno',
    country: 'ch',
    publishedAt: '2026-05-12T09:15:00Z',
    tags: ['infrastructure', 'ticino'],
    translations: {
      it: t(
        'Ticino: la ciclovia Bellinzona–Locarno sarà continua',
        'Il Cantone colma le ultime due lacune lungo il Piano di Magadino. Entro il 2027 si potrà pedalare da Bellinzona al lago senza tratti sulla strada cantonale.',
        `
Il percorso ciclabile del **Piano di Magadino** è molto amato, ma tra Cadenazzo e Riazzino obbliga ancora a pedalare sulla strada cantonale. Il Cantone ha ora approvato il credito per chiudere le due lacune.

Su bikeable questi tratti sono tra i più segnalati del Ticino: traffico pesante, nessuna separazione, sorpassi stretti.

I lavori inizieranno in autunno. Fino ad allora: segnalate pure i punti critici, le vostre osservazioni vengono trasmesse all’Ufficio della mobilità.
`,
      ),
      de: t(
        'Tessin: Veloroute Bellinzona–Locarno wird durchgehend',
        'Der Kanton schliesst die letzten zwei Lücken in der Magadino-Ebene. Ab 2027 fährt man von Bellinzona bis an den See ohne Abschnitte auf der Kantonsstrasse.',
        `
Die Veloroute durch die **Magadino-Ebene** ist beliebt, führt zwischen Cadenazzo und Riazzino aber noch über die Kantonsstrasse. Der Kanton hat nun den Kredit für die zwei Lücken bewilligt.

Auf bikeable gehören diese Abschnitte zu den meistgemeldeten im Tessin: Schwerverkehr, keine Trennung, knappe Überholmanöver.

Die Arbeiten beginnen im Herbst. Melden Sie bis dahin weiterhin heikle Stellen – die Hinweise gehen an das kantonale Mobilitätsamt.
`,
      ),
    },
  },
  {
    slug: 'neu-spots-als-behoben-vorschlagen',
    country: 'ch',
    publishedAt: '2026-03-02T10:00:00Z',
    tags: ['product'],
    translations: {
      de: t(
        'Neu: Spots als behoben vorschlagen',
        'Ist eine Gefahrenstelle verschwunden? Ab sofort können Sie das direkt beim Spot melden. Sobald drei Personen zustimmen, gilt er als behoben.',
        `
Bisher blieben viele Shame-Spots auf der Karte, obwohl sich vor Ort längst etwas getan hatte. Das ändert sich: Auf jeder Spot-Seite gibt es jetzt die Schaltfläche **«Ist behoben»**.

- Drei verschiedene Personen müssen zustimmen, der Autor oder die Autorin darf mitzählen.
- Offizielle Vertretungen einer Partnerstadt können einen Spot direkt als behoben markieren.
- Behobene Spots erhalten ein eigenes Symbol und ein Abzeichen.

Ein Foto mit der Option «zeigt die Behebung» hilft allen, die Änderung nachzuvollziehen.
`,
      ),
      fr: t(
        'Nouveau : proposer un spot comme corrigé',
        'Un danger a disparu ? Vous pouvez désormais le signaler directement sur le spot. Dès que trois personnes sont d’accord, il est considéré comme corrigé.',
        `
Jusqu’ici, de nombreux spots « shame » restaient sur la carte alors que la situation avait changé depuis longtemps. C’est fini : chaque page de spot a maintenant un bouton **« C’est corrigé »**.

- Trois personnes différentes doivent confirmer ; l’auteur ou l’autrice compte aussi.
- Les représentants officiels d’une ville partenaire peuvent marquer un spot comme corrigé directement.
- Les spots corrigés ont leur propre symbole et un badge.

Une photo avec l’option « montre la correction » aide tout le monde à voir le changement.
`,
      ),
      it: t(
        'Novità: proporre uno spot come risolto',
        'Un pericolo è sparito? Ora potete segnalarlo direttamente sullo spot. Quando tre persone sono d’accordo, lo spot risulta risolto.',
        `
Finora molti spot «shame» restavano sulla mappa anche se sul posto qualcosa era cambiato da tempo. Adesso ogni pagina di spot ha il pulsante **«È risolto»**.

- Servono tre persone diverse; conta anche chi ha creato lo spot.
- I rappresentanti ufficiali di una città partner possono segnare uno spot come risolto direttamente.
- Gli spot risolti hanno un simbolo proprio e un distintivo.

Una foto con l’opzione «mostra la soluzione» aiuta tutti a capire il cambiamento.
`,
      ),
      en: t(
        'New: propose a spot as fixed',
        'Has a hazard disappeared? You can now say so right on the spot. As soon as three people agree, it counts as fixed.',
        `
Until now many shame spots stayed on the map long after something had changed on site. Every spot page now has a **"It's fixed"** button.

- Three different people have to agree; the author counts too.
- Official staff of a partner town can mark a spot as fixed directly.
- Fixed spots get their own marker and a badge.

A photo marked "shows the fix" helps everyone see what changed.
`,
      ),
    },
  },
  {
    slug: 'berlin-pop-up-radwege-dauerhaft',
    country: 'de',
    organisation: 'berlin',
    publishedAt: '2026-07-07T07:00:00Z',
    tags: ['infrastructure', 'berlin'],
    translations: {
      de: t(
        'Berlin: Pop-up-Radwege werden dauerhaft gebaut',
        'Sechs der provisorischen Radwege aus der Pandemiezeit bekommen eine feste Bauweise mit Bordsteinen und eigener Ampelphase.',
        `
Was 2020 mit gelber Farbe und Baken begann, wird jetzt dauerhaft: Das Land Berlin baut sechs **Pop-up-Radwege** in geschützte Radwege um, darunter Kottbusser Damm und Kantstraße.

## Was sich ändert

- feste Trennung durch Bordsteine statt Baken
- eigene Ampelphasen für den Radverkehr an acht Kreuzungen
- breitere Wege an Bushaltestellen

Die Hinweise auf bikeable helfen bei der Planung der Kreuzungen. Zeigen Sie uns, wo es heute knapp wird.
`,
      ),
      en: t(
        'Berlin: pop-up bike lanes become permanent',
        'Six of the temporary bike lanes from the pandemic years will be rebuilt with kerbs and their own signal phases.',
        `
What started in 2020 with yellow paint and traffic beacons is becoming permanent: the state of Berlin is turning six **pop-up bike lanes** into protected lanes, among them Kottbusser Damm and Kantstraße.

## What changes

- kerbs instead of beacons
- dedicated cycle signal phases at eight junctions
- wider lanes at bus stops

Reports on bikeable feed into the junction designs. Show us where it gets tight today.
`,
      ),
    },
  },
  {
    slug: 'muenchen-winterdienst-radwege',
    country: 'de',
    publishedAt: '2025-12-01T06:00:00Z',
    tags: ['winter', 'munich'],
    translations: {
      de: t(
        'München: Lücken im Winterdienst auf Radwegen melden',
        'Die Stadt räumt 250 Kilometer Radwege vorrangig. Wo nach Schneefall trotzdem nichts geräumt ist, hilft ein Spot mit der Kategorie Schnee.',
        `
München hat sein **Vorrangnetz** für den Winterdienst auf 250 Kilometer erweitert. Diese Radwege sollen morgens um sieben Uhr geräumt und gestreut sein.

Spots mit der Kategorie *Schnee* werden nach einem Monat automatisch archiviert – so bleibt die Karte aktuell, auch wenn das Eis längst geschmolzen ist.

Tipp: Ein Foto mit Datum macht Ihre Meldung für das Baureferat besonders hilfreich.
`,
      ),
      en: t(
        'Munich: report gaps in winter clearing of bike paths',
        'The city clears 250 kilometres of bike paths first. Where nothing has been cleared after snowfall, a spot with the snow category helps.',
        `
Munich has extended its **priority network** for winter service to 250 kilometres. These bike paths are meant to be cleared and gritted by seven in the morning.

Spots with the *snow* category are archived automatically after a month, so the map stays current long after the ice has melted.

Tip: a dated photo makes your report especially useful to the city's works department.
`,
      ),
    },
  },
  {
    slug: 'wien-radweg-praterstrasse',
    country: 'at',
    publishedAt: '2026-04-20T08:30:00Z',
    tags: ['infrastructure', 'vienna'],
    translations: {
      de: t(
        'Wien: Der Zwei-Richtungs-Radweg in der Praterstraße ist fertig',
        'Nach einem Jahr Bauzeit ist die Praterstraße umgestaltet: vier Meter breiter Radweg, neue Bäume und eine Fahrspur weniger für Autos.',
        `
Die **Praterstraße** in der Leopoldstadt gehörte auf bikeable lange zu den meistgemeldeten Orten Österreichs. Jetzt ist sie umgebaut:

- ein baulich getrennter Zwei-Richtungs-Radweg, vier Meter breit
- 60 neue Bäume und breitere Gehsteige
- eine Kfz-Fahrspur pro Richtung statt zwei

Haben Sie die neue Strecke schon ausprobiert? Ein Fame-Spot zeigt anderen, was gut gelungen ist.
`,
      ),
      en: t(
        'Vienna: the two-way bike path on Praterstraße is finished',
        'After a year of works, Praterstraße has been redesigned: a four-metre bike path, new trees and one car lane fewer.',
        `
**Praterstraße** in Leopoldstadt was for a long time one of the most reported places in Austria on bikeable. Now it has been rebuilt:

- a physically separated two-way bike path, four metres wide
- 60 new trees and wider pavements
- one car lane per direction instead of two

Have you ridden the new route yet? A fame spot shows others what worked well.
`,
      ),
    },
  },
  {
    slug: 'milano-corso-buenos-aires-ciclabile',
    country: 'it',
    publishedAt: '2026-02-16T09:00:00Z',
    tags: ['infrastructure', 'milan'],
    translations: {
      it: t(
        'Milano: la ciclabile di Corso Buenos Aires diventa protetta',
        'Il Comune sostituisce la segnaletica a terra con cordoli e sposta i parcheggi all’esterno della corsia ciclabile.',
        `
La ciclabile di **Corso Buenos Aires** è una delle più usate di Milano, ma anche una delle più segnalate: auto in doppia fila, furgoni in consegna, portiere aperte.

Con i nuovi lavori la corsia sarà **protetta da cordoli** e i parcheggi verranno spostati tra la corsia e la carreggiata. Le aree di carico e scarico avranno spazi dedicati nelle vie laterali.

Pedalate spesso in Corso Buenos Aires? Aggiungete uno spot quando i lavori saranno finiti: ci interessa sapere se funziona.
`,
      ),
      en: t(
        'Milan: the Corso Buenos Aires bike lane gets protection',
        'The city replaces painted lines with kerbs and moves parking to the outside of the bike lane.',
        `
The **Corso Buenos Aires** bike lane is one of the busiest in Milan, and one of the most reported: double parking, delivery vans, opening car doors.

The new works add **kerb protection**, and parking moves between the bike lane and the carriageway. Loading zones get dedicated spaces in side streets.

Do you ride on Corso Buenos Aires often? Add a spot once the works are done: we want to know whether it works.
`,
      ),
    },
  },
  {
    slug: 'paris-plan-velo-mi-parcours',
    country: 'fr',
    publishedAt: '2026-05-28T07:45:00Z',
    tags: ['policy', 'paris'],
    translations: {
      fr: t(
        'Paris : le plan vélo à mi-parcours',
        'La moitié des 180 kilomètres promis sont réalisés. Les usagers de bikeable pointent surtout les carrefours et le stationnement.',
        `
Trois ans après son lancement, le **plan vélo** parisien a livré environ 90 kilomètres de pistes sécurisées. Sur bikeable, les spots « fame » se multiplient le long de la rue de Rivoli et des quais.

## Les points noirs restants

- les grands carrefours comme Concorde ou Bastille
- le manque de stationnement sécurisé près des gares
- les livraisons sur les pistes cyclables

Votre avis compte : ajoutez un spot là où la piste vous lâche.
`,
      ),
      en: t(
        'Paris: the cycling plan at half-time',
        'Half of the 180 promised kilometres are built. bikeable users point above all to junctions and bike parking.',
        `
Three years after its launch, the Paris **cycling plan** has delivered around 90 kilometres of protected lanes. On bikeable, fame spots are multiplying along Rue de Rivoli and the quays.

## Remaining black spots

- large junctions such as Concorde or Bastille
- too little secure parking near stations
- deliveries on bike lanes

Your view counts: add a spot where the lane lets you down.
`,
      ),
    },
  },
  {
    slug: 'bikeable-now-in-ten-countries',
    country: null,
    publishedAt: '2026-09-01T12:00:00Z',
    tags: ['community', 'product'],
    translations: {
      en: t(
        'bikeable is now in ten countries',
        'After Sweden and Australia, bikeable runs in ten countries. The worldwide site shows every spot in one map.',
        `
What started as a Swiss project is now used in **ten countries**: Switzerland, Germany, Austria, Italy, France, Poland, the USA, Kenya, Australia and Sweden.

Each country site speaks the local language and shows the local spots. The **worldwide site** brings them all together on one map, so you can compare how cities solve the same problems.

Want bikeable in your town as a partner? Write to us; we answer every message.
`,
      ),
      de: t(
        'bikeable gibt es jetzt in zehn Ländern',
        'Nach Schweden und Australien läuft bikeable in zehn Ländern. Die weltweite Seite zeigt alle Spots auf einer Karte.',
        `
Was als Schweizer Projekt begann, wird heute in **zehn Ländern** genutzt: Schweiz, Deutschland, Österreich, Italien, Frankreich, Polen, USA, Kenia, Australien und Schweden.

Jede Länderseite zeigt die Spots vor Ort. Die **weltweite Seite** bringt alle auf einer Karte zusammen – so sieht man, wie Städte dieselben Probleme unterschiedlich lösen.

Möchte Ihre Gemeinde Partnerin werden? Schreiben Sie uns, wir antworten auf jede Nachricht.
`,
      ),
      fr: t(
        'bikeable est désormais présent dans dix pays',
        'Après la Suède et l’Australie, bikeable fonctionne dans dix pays. Le site mondial montre tous les spots sur une seule carte.',
        `
Ce qui a commencé comme un projet suisse est aujourd’hui utilisé dans **dix pays** : Suisse, Allemagne, Autriche, Italie, France, Pologne, États-Unis, Kenya, Australie et Suède.

Chaque site national montre les spots locaux. Le **site mondial** les réunit sur une carte, pour comparer comment les villes résolvent les mêmes problèmes.

Votre commune souhaite devenir partenaire ? Écrivez-nous, nous répondons à chaque message.
`,
      ),
    },
  },
  {
    slug: 'velodemo-critical-mass-mai',
    country: 'ch',
    status: 'draft',
    publishedAt: null,
    tags: ['community', 'event'],
    translations: {
      de: t(
        'Entwurf: Gemeinsame Velofahrt zum Tag des Velos',
        'Am 3. Juni fahren wir gemeinsam die zehn meistgemeldeten Orte in Zürich ab. Treffpunkt, Route und Anmeldung folgen.',
        `
Zum **Tag des Velos** laden wir zu einer gemeinsamen Ausfahrt ein. Wir besuchen die zehn Orte mit den meisten Stimmen und sprechen vor Ort mit Fachleuten der Stadt.

- Treffpunkt: noch offen
- Dauer: etwa zwei Stunden
- für alle Velos geeignet, auch mit Kinderanhänger
`,
      ),
      fr: t(
        'Brouillon : balade à vélo pour la Journée du vélo',
        'Le 3 juin, nous parcourons ensemble les dix lieux les plus signalés de Zurich. Lieu de rendez-vous, parcours et inscription à venir.',
        `
Pour la **Journée du vélo**, nous vous invitons à une balade commune. Nous visitons les dix lieux ayant reçu le plus de votes et en parlons sur place avec des spécialistes de la ville.

- Rendez-vous : à définir
- Durée : environ deux heures
- adapté à tous les vélos, même avec remorque
`,
      ),
    },
  },
  {
    slug: 'velovorzugsroute-zuerich-nord-eroeffnet',
    country: 'ch',
    organisation: 'zuerich',
    publishedAt: '2030-05-04T07:00:00Z',
    tags: ['infrastructure', 'zurich'],
    translations: {
      de: t(
        'Velovorzugsroute Zürich Nord ist eröffnet',
        'Von Oerlikon bis zum Hauptbahnhof fahren Velos jetzt auf einer durchgehenden, vortrittsberechtigten Route von sieben Kilometern.',
        `
Die **Velovorzugsroute Nord** ist fertig: sieben Kilometer, breit genug zum Überholen, mit Vortritt an fast allen Kreuzungen.

Die Route folgt grösstenteils Quartierstrassen, auf denen Tempo 30 gilt und der Durchgangsverkehr unterbunden ist.
`,
      ),
      fr: t(
        'La voie express vélo Zurich Nord est ouverte',
        'D’Oerlikon à la gare centrale, les vélos roulent désormais sur un itinéraire continu et prioritaire de sept kilomètres.',
        `
La **voie express vélo Nord** est terminée : sept kilomètres, assez larges pour dépasser, avec la priorité à presque tous les carrefours.

L’itinéraire suit surtout des rues de quartier limitées à 30 km/h et fermées au trafic de transit.
`,
      ),
    },
  },
];
