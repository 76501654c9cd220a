// accessable's demo news: the Swiss site and every country at once.
import { t, type DemoNewsSource } from './types.ts';

export const ACCESSABLE_NEWS: DemoNewsSource[] = [
  {
    slug: 'accessable-hindernisse-melden',
    country: 'ch',
    publishedAt: '2025-11-03T09:00:00Z',
    tags: ['product', 'community'],
    translations: {
      de: t(
        'accessable ist online: Hindernisse melden, gute Orte zeigen',
        'Stufen ohne Rampe, zu schmale Türen, fehlende Leitlinien: Auf accessable zeigen Sie, wo der öffentliche Raum für alle funktioniert und wo nicht.',
        `
**accessable** ist die Schwesterplattform von bikeable und walkable. Hier geht es um Barrierefreiheit: für Menschen im Rollstuhl, mit Rollator, mit Kinderwagen, für blinde und sehbehinderte Menschen.

- **Shame-Spots** zeigen Hindernisse: Stufen, steile Rampen, fehlende Lifte.
- **Fame-Spots** zeigen, was gut gelöst ist – als Vorbild für andere.
- Gemeinden und Verkehrsbetriebe antworten offiziell.

Machen Sie mit: Jeder Spot macht sichtbar, was im Alltag behindert.
`,
      ),
      fr: t(
        'accessable est en ligne : signaler les obstacles, montrer les bons exemples',
        'Marches sans rampe, portes trop étroites, lignes de guidage manquantes : sur accessable, montrez où l’espace public fonctionne pour tout le monde.',
        `
**accessable** est la plateforme sœur de bikeable et walkable, consacrée à l’accessibilité : pour les personnes en fauteuil roulant, avec déambulateur ou poussette, aveugles ou malvoyantes.

- Les **spots « shame »** montrent les obstacles : marches, rampes trop raides, ascenseurs manquants.
- Les **spots « fame »** montrent les bonnes solutions, à imiter.
- Les communes et les entreprises de transport répondent officiellement.

Participez : chaque spot rend visible ce qui entrave le quotidien.
`,
      ),
      it: t(
        'accessable è online: segnalare gli ostacoli, mostrare i buoni esempi',
        'Gradini senza rampa, porte troppo strette, linee guida tattili mancanti: su accessable mostrate dove lo spazio pubblico funziona per tutti.',
        `
**accessable** è la piattaforma sorella di bikeable e walkable e si occupa di accessibilità: per chi usa la sedia a rotelle, il deambulatore o il passeggino, per le persone cieche e ipovedenti.

- Gli **spot «shame»** mostrano gli ostacoli: gradini, rampe troppo ripide, ascensori mancanti.
- Gli **spot «fame»** mostrano le buone soluzioni da imitare.
- Comuni e aziende di trasporto rispondono ufficialmente.

Partecipate: ogni spot rende visibile ciò che ostacola la vita di tutti i giorni.
`,
      ),
      en: t(
        'accessable is live: report barriers, show good places',
        'Steps without a ramp, doors too narrow, missing tactile guidance: on accessable you show where public space works for everyone and where it does not.',
        `
**accessable** is the sister platform of bikeable and walkable, about accessibility: for wheelchair users, people with walkers or prams, blind and partially sighted people.

- **Shame spots** show barriers: steps, ramps too steep, missing lifts.
- **Fame spots** show what is solved well, as an example for others.
- Towns and transport operators answer officially.

Join in: every spot makes visible what gets in the way every day.
`,
      ),
    },
  },
  {
    slug: 'winterthur-bahnhof-stufenlos',
    country: 'ch',
    publishedAt: '2026-03-24T07:00:00Z',
    tags: ['public-transport', 'winterthur'],
    translations: {
      de: t(
        'Bahnhof Winterthur: Alle Perrons jetzt stufenlos erreichbar',
        'Mit den neuen Liften an den Gleisen 7 und 8 ist der Bahnhof Winterthur vollständig stufenlos. Die Perrons wurden auf 55 Zentimeter erhöht.',
        `
Lange war der Bahnhof Winterthur ein Hindernis: Zwei Perrons waren nur über Treppen erreichbar, der Einstieg in die Züge erforderte einen grossen Schritt.

Seit dieser Woche sind **alle Perrons stufenlos** erreichbar. Die Perronkanten liegen auf 55 Zentimetern, sodass man in die meisten Regionalzüge ebenerdig einsteigt.

Die Shame-Spots zum Bahnhof können Sie jetzt als behoben vorschlagen. Funktioniert etwas noch nicht? Bitte melden.
`,
      ),
      en: t(
        'Winterthur station: every platform is now step-free',
        'With new lifts at tracks 7 and 8, Winterthur station is fully step-free. Platforms have been raised to 55 centimetres.',
        `
For a long time Winterthur station was a barrier: two platforms could only be reached by stairs, and boarding trains meant a big step.

Since this week **every platform is step-free**. Platform edges are at 55 centimetres, so most regional trains can be boarded at level.

You can now propose the station's shame spots as fixed. Is something still not working? Please report it.
`,
      ),
    },
  },
  {
    slug: 'bern-taktile-leitlinien-bahnhofplatz',
    country: 'ch',
    publishedAt: '2026-05-06T08:30:00Z',
    tags: ['blind', 'bern'],
    translations: {
      de: t(
        'Bern: Durchgehende taktile Leitlinien am Bahnhofplatz',
        'Weisse Rillenplatten führen blinde und sehbehinderte Menschen jetzt vom Bahnhof bis zu allen Tram- und Bushaltestellen am Bahnhofplatz.',
        `
Der Berner Bahnhofplatz ist einer der meistbegangenen Orte der Schweiz. Für blinde und sehbehinderte Menschen war er bisher schwer zu queren: Die Leitlinien endeten mitten auf dem Platz.

Nun führen **durchgehende taktile Leitlinien** zu allen Haltestellen, mit Aufmerksamkeitsfeldern vor jeder Kante. Der Blinden- und Sehbehindertenverband hat die Linienführung begleitet.
`,
      ),
      fr: t(
        'Berne : lignes de guidage tactiles continues à la Bahnhofplatz',
        'Des dalles blanches rainurées guident désormais les personnes aveugles et malvoyantes de la gare jusqu’à tous les arrêts de tram et de bus.',
        `
La Bahnhofplatz de Berne est l’un des lieux les plus fréquentés de Suisse. Pour les personnes aveugles et malvoyantes, elle était difficile à traverser : les lignes de guidage s’arrêtaient au milieu de la place.

Désormais, des **lignes de guidage tactiles continues** mènent à tous les arrêts, avec des champs d’attention avant chaque bordure. La fédération des aveugles a accompagné le tracé.
`,
      ),
    },
  },
  {
    slug: 'geneve-arrets-tram-rehausses',
    country: 'ch',
    publishedAt: '2026-06-29T06:00:00Z',
    tags: ['public-transport', 'geneva'],
    translations: {
      fr: t(
        'Genève : 40 arrêts de tram rehaussés d’ici 2027',
        'Les quais des lignes 12 et 14 sont surélevés pour permettre un accès de plain-pied aux trams. Les travaux se font ligne par ligne, le soir.',
        `
Depuis 2024, la loi sur l’égalité pour les handicapés exige que les arrêts de transports publics soient accessibles de manière autonome. Genève rattrape son retard : **40 arrêts de tram** des lignes 12 et 14 sont rehaussés.

Pendant les travaux, des arrêts provisoires sont installés à proximité. Signalez sur accessable si un arrêt provisoire n’est pas praticable en fauteuil roulant.
`,
      ),
      de: t(
        'Genf: 40 Tramhaltestellen werden bis 2027 erhöht',
        'Die Perrons der Linien 12 und 14 werden angehoben, damit man stufenlos in die Trams gelangt. Gebaut wird Linie für Linie, abends.',
        `
Seit 2024 verlangt das Behindertengleichstellungsgesetz, dass Haltestellen des öffentlichen Verkehrs selbstständig benutzbar sind. Genf holt auf: **40 Tramhaltestellen** der Linien 12 und 14 werden erhöht.

Während der Arbeiten gibt es provisorische Haltestellen in der Nähe. Melden Sie auf accessable, wenn eine davon im Rollstuhl nicht benutzbar ist.
`,
      ),
    },
  },
  {
    slug: 'lugano-fermate-bus-accessibili',
    country: 'ch',
    publishedAt: '2026-02-10T08:00:00Z',
    tags: ['public-transport', 'lugano'],
    translations: {
      it: t(
        'Lugano: altre 25 fermate del bus senza barriere',
        'Marciapiedi rialzati a 22 centimetri e pensiline con spazio per la carrozzina: entro l’estate le linee urbane avranno 25 fermate accessibili in più.',
        `
Le fermate accessibili permettono di salire sul bus senza aiuto. A Lugano il bordo del marciapiede viene rialzato a **22 centimetri** e le pensiline lasciano spazio sufficiente per girare con la carrozzina.

Le 25 fermate scelte sono quelle più segnalate su accessable, tra cui Cornaredo, Besso e Paradiso.
`,
      ),
      de: t(
        'Lugano: 25 weitere Bushaltestellen ohne Hindernisse',
        'Auf 22 Zentimeter erhöhte Randsteine und Wartehallen mit Platz für den Rollstuhl: Bis im Sommer gibt es in Lugano 25 barrierefreie Haltestellen mehr.',
        `
Barrierefreie Haltestellen ermöglichen den Einstieg ohne fremde Hilfe. In Lugano wird der Randstein auf **22 Zentimeter** erhöht, und die Wartehallen bieten genug Platz zum Wenden mit dem Rollstuhl.

Die 25 Haltestellen sind jene, die auf accessable am häufigsten gemeldet wurden, darunter Cornaredo, Besso und Paradiso.
`,
      ),
    },
  },
  {
    slug: 'behig-frist-haltestellen-bilanz',
    country: 'ch',
    publishedAt: '2026-01-08T09:30:00Z',
    tags: ['policy', 'public-transport'],
    translations: {
      de: t(
        'Zwei Jahre nach der BehiG-Frist: Erst die Hälfte der Haltestellen ist hindernisfrei',
        'Ende 2023 lief die Frist des Behindertengleichstellungsgesetzes für den öffentlichen Verkehr ab. Die Spots auf accessable zeigen, wo es noch fehlt.',
        `
Das **Behindertengleichstellungsgesetz** verlangte, dass Bahnhöfe und Haltestellen bis Ende 2023 hindernisfrei sind. Bei den Bahnhöfen ist das weitgehend gelungen, bei den Bushaltestellen der Gemeinden nicht.

Auf accessable betreffen **40 Prozent aller Shame-Spots** Haltestellen: zu tiefe Randsteine, fehlende Leitlinien, Wartehallen ohne Platz.

Fotografieren Sie die Haltestelle, die Sie täglich nutzen – je mehr Spots, desto klarer die Prioritäten für die Gemeinden.
`,
      ),
      fr: t(
        'Deux ans après le délai de la LHand : la moitié des arrêts seulement sont accessibles',
        'Le délai de la loi sur l’égalité pour les handicapés pour les transports publics a expiré fin 2023. Les spots accessable montrent ce qui manque encore.',
        `
La **loi sur l’égalité pour les handicapés** exigeait que gares et arrêts soient accessibles d’ici fin 2023. C’est largement réussi pour les gares, pas pour les arrêts de bus communaux.

Sur accessable, **40 % des spots « shame »** concernent des arrêts : bordures trop basses, lignes de guidage manquantes, abris sans place.

Photographiez l’arrêt que vous utilisez chaque jour : plus il y a de spots, plus les priorités des communes sont claires.
`,
      ),
      it: t(
        'Due anni dopo la scadenza della LDis: solo metà delle fermate è senza barriere',
        'Alla fine del 2023 è scaduto il termine della legge sui disabili per i trasporti pubblici. Gli spot su accessable mostrano cosa manca ancora.',
        `
La **legge sui disabili** chiedeva stazioni e fermate senza barriere entro la fine del 2023. Per le stazioni l’obiettivo è quasi raggiunto, per le fermate dei bus comunali no.

Su accessable il **40 % degli spot «shame»** riguarda fermate: bordi troppo bassi, linee guida mancanti, pensiline senza spazio.

Fotografate la fermata che usate ogni giorno: più spot ci sono, più chiare sono le priorità per i comuni.
`,
      ),
    },
  },
  {
    slug: 'basel-rampen-statt-stufen',
    country: 'ch',
    publishedAt: '2026-08-19T08:00:00Z',
    tags: ['shops', 'basel'],
    translations: {
      de: t(
        'Basel: Rampen statt Stufen vor 80 Läden',
        'Ein Förderprogramm übernimmt die Hälfte der Kosten für mobile oder feste Rampen. Die Läden in der Steinenvorstadt machen den Anfang.',
        `
Eine einzige Stufe vor der Ladentür schliesst viele Menschen aus. Basel-Stadt fördert deshalb **Rampen vor Geschäften**: Der Kanton zahlt die Hälfte, bis 3000 Franken pro Laden.

In der Steinenvorstadt haben sich bereits 80 Geschäfte angemeldet. Fame-Spots auf accessable zeigen, welche Läden schon stufenlos sind.
`,
      ),
      en: t(
        'Basel: ramps instead of steps at 80 shops',
        'A subsidy covers half the cost of mobile or fixed ramps. Shops on Steinenvorstadt are the first to take part.',
        `
A single step at a shop door shuts many people out. Basel-Stadt therefore subsidises **ramps at shop entrances**: the canton pays half, up to 3,000 francs per shop.

On Steinenvorstadt, 80 shops have signed up already. Fame spots on accessable show which shops are step-free today.
`,
      ),
    },
  },
  {
    slug: 'rollstuhlgaengige-toiletten-karte',
    country: 'ch',
    publishedAt: '2026-04-14T07:30:00Z',
    tags: ['toilets', 'product'],
    translations: {
      de: t(
        'Rollstuhlgängige Toiletten finden Sie jetzt auf der Karte',
        'Mit der neuen Kategorie «Toilette» lassen sich öffentliche WCs bewerten: Fame, wenn sie rollstuhlgängig und offen sind, Shame, wenn nicht.',
        `
Eine zugängliche Toilette entscheidet oft, ob ein Ausflug möglich ist. Deshalb gibt es auf accessable die neue Kategorie **Toilette**.

- Fame: rollstuhlgängig, geöffnet, mit Eurokey oder frei zugänglich
- Shame: Stufe am Eingang, zu eng, verschlossen oder defekt

Über den Filter auf der [Karte](/map) sehen Sie nur die Toiletten.
`,
      ),
      fr: t(
        'Les toilettes accessibles en fauteuil roulant sont sur la carte',
        'Avec la nouvelle catégorie « toilettes », les WC publics peuvent être évalués : fame s’ils sont accessibles et ouverts, shame sinon.',
        `
Des toilettes accessibles décident souvent si une sortie est possible. accessable propose donc la nouvelle catégorie **toilettes**.

- Fame : accessible en fauteuil, ouvert, avec Eurokey ou en libre accès
- Shame : marche à l’entrée, trop étroit, fermé ou en panne

Le filtre de la [carte](/fr/map) affiche uniquement les toilettes.
`,
      ),
    },
  },
  {
    slug: 'lausanne-trottoirs-abaisses',
    country: 'ch',
    publishedAt: '2026-09-09T06:45:00Z',
    tags: ['crossings', 'lausanne'],
    translations: {
      fr: t(
        'Lausanne : 120 bordures abaissées aux passages piétons',
        'Un programme de trois ans abaisse les bordures à tous les passages piétons du centre. Les premiers quartiers sont Sous-Gare et la Riponne.',
        `
Une bordure de dix centimètres suffit à bloquer un fauteuil roulant. Lausanne abaisse les bordures de **120 passages piétons** du centre-ville à trois centimètres, avec des dalles podotactiles pour les personnes malvoyantes.

Les quartiers prioritaires ont été choisis en fonction des spots accessable les plus votés.
`,
      ),
      en: t(
        'Lausanne: lowered kerbs at 120 pedestrian crossings',
        'A three-year programme lowers the kerbs at every crossing in the centre. Sous-Gare and Riponne come first.',
        `
A ten-centimetre kerb is enough to stop a wheelchair. Lausanne is lowering the kerbs of **120 pedestrian crossings** in the city centre to three centimetres, with tactile paving for people with low vision.

The priority neighbourhoods were chosen by the most voted accessable spots.
`,
      ),
    },
  },
  {
    slug: 'luzern-akustische-ampeln',
    country: 'ch',
    publishedAt: '2026-07-01T08:00:00Z',
    tags: ['blind', 'lucerne', 'crossings'],
    translations: {
      de: t(
        'Luzern rüstet 60 Ampeln mit Tonsignalen und Vibration aus',
        'Bis Ende Jahr sind alle Lichtsignale in der Innenstadt mit Akustik- und Vibrationsgebern für blinde und sehbehinderte Menschen ausgestattet.',
        `
Wer nicht sieht, wann die Ampel grün wird, ist auf Ton oder Vibration angewiesen. In Luzern fehlte das an vielen Kreuzungen. Die Stadt rüstet jetzt **60 Lichtsignalanlagen** nach.

Der Ton ist leise und passt sich dem Umgebungslärm an; der Vibrationsgeber sitzt unter dem Anforderungstaster.
`,
      ),
      en: t(
        'Lucerne fits 60 traffic lights with sound and vibration',
        'By the end of the year every signal in the city centre will have acoustic and vibrating indicators for blind and partially sighted people.',
        `
If you cannot see when the light turns green, you depend on sound or vibration. In Lucerne many junctions lacked both. The city is now retrofitting **60 signal installations**.

The tone is quiet and adapts to ambient noise; the vibrating indicator sits under the push button.
`,
      ),
    },
  },
  {
    slug: 'accessable-worldwide',
    country: null,
    publishedAt: '2026-10-12T10:00:00Z',
    tags: ['community', 'product'],
    translations: {
      en: t(
        'accessable worldwide: open for every country',
        'The worldwide site of accessable is open: report barriers wherever you are, in German, French, Italian or English.',
        `
Barriers don't stop at borders, and neither does accessable. The **worldwide site** accepts spots from every country. Until a country has its own site, its spots appear there.

Travelling? Check the map before you go, and leave a fame spot for the accessible places you find.
`,
      ),
      de: t(
        'accessable weltweit: offen für jedes Land',
        'Die weltweite Seite von accessable ist offen: Melden Sie Hindernisse, wo immer Sie sind – auf Deutsch, Französisch, Italienisch oder Englisch.',
        `
Hindernisse enden nicht an der Grenze, accessable auch nicht. Die **weltweite Seite** nimmt Spots aus allen Ländern an. Bis ein Land eine eigene Seite hat, erscheinen seine Spots dort.

Auf Reisen? Schauen Sie vorher auf die Karte und hinterlassen Sie einen Fame-Spot für zugängliche Orte.
`,
      ),
      fr: t(
        'accessable dans le monde entier : ouvert à tous les pays',
        'Le site mondial d’accessable est ouvert : signalez les obstacles où que vous soyez, en allemand, français, italien ou anglais.',
        `
Les obstacles ne s’arrêtent pas aux frontières, accessable non plus. Le **site mondial** accepte les spots de tous les pays. Tant qu’un pays n’a pas son propre site, ses spots y apparaissent.

En voyage ? Consultez la carte avant de partir et laissez un spot « fame » pour les lieux accessibles.
`,
      ),
    },
  },
  {
    slug: 'tips-photos-that-show-the-barrier',
    country: null,
    publishedAt: '2026-02-02T09:00:00Z',
    tags: ['guide'],
    translations: {
      en: t(
        'Photos that show the barrier: four tips',
        'A good photo tells the town in a second what is wrong. Take it from the height of a wheelchair user and show the whole obstacle.',
        `
1. **Eye level matters.** Take the photo from about 1.2 metres, the height of a wheelchair user.
2. **Show the whole obstacle**, including the step's height against something everyone knows, like a drinks can.
3. **No faces.** Our pipeline removes location data and metadata from photos, but people in them stay recognisable.
4. **Come back when it is fixed** and add a photo that shows the fix.
`,
      ),
      de: t(
        'Fotos, die das Hindernis zeigen: vier Tipps',
        'Ein gutes Foto zeigt der Gemeinde in einer Sekunde, was nicht stimmt. Fotografieren Sie auf Sitzhöhe und zeigen Sie das ganze Hindernis.',
        `
1. **Auf die Höhe kommt es an.** Fotografieren Sie aus etwa 1,2 Metern, der Augenhöhe im Rollstuhl.
2. **Zeigen Sie das ganze Hindernis**, die Höhe einer Stufe etwa neben einer Getränkedose.
3. **Keine Gesichter.** Wir entfernen Standort- und Metadaten aus Fotos, Personen bleiben aber erkennbar.
4. **Kommen Sie zurück, wenn es behoben ist**, und fügen Sie ein Foto an, das die Behebung zeigt.
`,
      ),
      it: t(
        'Foto che mostrano l’ostacolo: quattro consigli',
        'Una buona foto mostra al comune in un secondo che cosa non va. Scattatela all’altezza di chi usa la sedia a rotelle e inquadrate tutto l’ostacolo.',
        `
1. **Conta l’altezza.** Scattate da circa 1,2 metri, l’altezza degli occhi in sedia a rotelle.
2. **Mostrate tutto l’ostacolo**, per esempio l’altezza di un gradino accanto a una lattina.
3. **Niente volti.** Rimuoviamo posizione e metadati dalle foto, ma le persone restano riconoscibili.
4. **Tornate quando è risolto** e aggiungete una foto che mostra la soluzione.
`,
      ),
    },
  },
];
