// The cities the demo and benchmark spots lie in: real centres, a few real street names and
// postal codes, and the language spots there are mostly written in. Swiss cities get their real
// municipal boundary from swiss-maps (by BFS number); German and Austrian ones an approximate
// polygon around the centre (see region-shapes.ts).
import type { Locale, Platform } from '../schema.ts';

export interface City {
  slug: string;
  name: string;
  country: 'ch' | 'de' | 'at';
  lat: number;
  lng: number;
  language: Locale;
  /** Swiss municipality number (BFS) in swiss-maps, or the half-extent in km of an approximate shape. */
  shape: { bfs: number } | { rxKm: number; ryKm: number };
  streets: readonly string[];
  postalCodes: readonly string[];
  website: string;
  /** Share of the generated spots per platform (the demo's 2,000 spots use these as counts). */
  weights: Partial<Record<Platform, number>>;
}

export const CITIES: readonly City[] = [
  {
    slug: 'zuerich', name: 'Zürich', country: 'ch', lat: 47.3769, lng: 8.5417, language: 'de', shape: { bfs: 261 },
    streets: ['Langstrasse', 'Bahnhofstrasse', 'Limmatquai', 'Hardbrücke', 'Badenerstrasse', 'Seefeldstrasse', 'Birmensdorferstrasse', 'Universitätstrasse', 'Rosengartenstrasse', 'Hohlstrasse'],
    postalCodes: ['8001', '8003', '8004', '8005', '8008', '8032', '8037', '8045', '8050', '8055'],
    website: 'https://www.stadt-zuerich.ch/velo', weights: { bikeable: 320, walkable: 130, accessable: 100 },
  },
  {
    slug: 'bern', name: 'Bern', country: 'ch', lat: 46.948, lng: 7.4474, language: 'de', shape: { bfs: 351 },
    streets: ['Bundesgasse', 'Kramgasse', 'Monbijoustrasse', 'Lorrainebrücke', 'Effingerstrasse', 'Laupenstrasse', 'Breitenrainplatz'],
    postalCodes: ['3005', '3007', '3011', '3012', '3013', '3014'],
    website: 'https://www.bern.ch/themen/mobilitat-und-verkehr', weights: { bikeable: 110, walkable: 70, accessable: 50 },
  },
  {
    slug: 'basel', name: 'Basel', country: 'ch', lat: 47.5596, lng: 7.5886, language: 'de', shape: { bfs: 2701 },
    streets: ['Freie Strasse', 'Mittlere Brücke', 'Clarastrasse', 'Steinenberg', 'Feldbergstrasse', 'Dreirosenbrücke'],
    postalCodes: ['4051', '4052', '4055', '4056', '4057', '4058'],
    website: 'https://www.mobilitaet.bs.ch', weights: { bikeable: 90, walkable: 50, accessable: 40 },
  },
  {
    slug: 'geneve', name: 'Genève', country: 'ch', lat: 46.2044, lng: 6.1432, language: 'fr', shape: { bfs: 6621 },
    streets: ['Rue du Rhône', 'Quai du Mont-Blanc', 'Boulevard Carl-Vogt', 'Rue de Lausanne', 'Pont de la Coulouvrenière', 'Avenue de France'],
    postalCodes: ['1201', '1202', '1203', '1204', '1205', '1207'],
    website: 'https://www.geneve.ch/fr/themes/mobilite', weights: { bikeable: 70, walkable: 30, accessable: 30 },
  },
  {
    slug: 'lausanne', name: 'Lausanne', country: 'ch', lat: 46.5197, lng: 6.6323, language: 'fr', shape: { bfs: 5586 },
    streets: ['Avenue de la Gare', 'Rue Centrale', "Avenue d'Ouchy", 'Pont Chauderon', 'Rue de Genève', 'Avenue de Cour'],
    postalCodes: ['1003', '1004', '1005', '1006', '1007'],
    website: 'https://www.lausanne.ch/mobilite', weights: { bikeable: 60, walkable: 40 },
  },
  {
    slug: 'luzern', name: 'Luzern', country: 'ch', lat: 47.0502, lng: 8.3093, language: 'de', shape: { bfs: 1061 },
    streets: ['Seebrücke', 'Pilatusstrasse', 'Haldenstrasse', 'Baselstrasse', 'Obergrundstrasse', 'Zentralstrasse'],
    postalCodes: ['6002', '6003', '6004', '6005', '6006'],
    website: 'https://www.stadtluzern.ch/mobilitaet', weights: { bikeable: 50, walkable: 30 },
  },
  {
    slug: 'winterthur', name: 'Winterthur', country: 'ch', lat: 47.4988, lng: 8.7237, language: 'de', shape: { bfs: 230 },
    streets: ['Technikumstrasse', 'Zürcherstrasse', 'Marktgasse', 'Wülflingerstrasse', 'St. Gallerstrasse'],
    postalCodes: ['8400', '8404', '8406', '8408'],
    website: 'https://stadt.winterthur.ch/themen/leben-in-winterthur/mobilitaet', weights: { bikeable: 50, walkable: 30 },
  },
  {
    slug: 'st-gallen', name: 'St. Gallen', country: 'ch', lat: 47.4245, lng: 9.3767, language: 'de', shape: { bfs: 3203 },
    streets: ['Rosenbergstrasse', 'Vadianstrasse', 'Teufener Strasse', 'Rorschacher Strasse', 'Marktplatz'],
    postalCodes: ['9000', '9008', '9010', '9011', '9014'],
    website: 'https://www.stadt.sg.ch/home/verkehr-umwelt.html', weights: { bikeable: 40, accessable: 20 },
  },
  {
    slug: 'lugano', name: 'Lugano', country: 'ch', lat: 46.0037, lng: 8.9511, language: 'it', shape: { bfs: 5192 },
    streets: ['Via Nassa', 'Riva Vela', 'Corso Pestalozzi', 'Via San Gottardo', 'Viale Cassarate'],
    postalCodes: ['6900', '6901', '6906'],
    website: 'https://www.lugano.ch/temi-servizi/mobilita.html', weights: { bikeable: 30 },
  },
  {
    slug: 'berlin', name: 'Berlin', country: 'de', lat: 52.52, lng: 13.405, language: 'de', shape: { rxKm: 20, ryKm: 16 },
    streets: ['Karl-Marx-Allee', 'Oranienstrasse', 'Kottbusser Damm', 'Friedrichstrasse', 'Schönhauser Allee', 'Sonnenallee', 'Torstrasse'],
    postalCodes: ['10115', '10178', '10243', '10437', '10967', '10999', '12043'],
    website: 'https://www.berlin.de/sen/uvk/mobilitaet-und-verkehr/', weights: { bikeable: 120 },
  },
  {
    slug: 'muenchen', name: 'München', country: 'de', lat: 48.1374, lng: 11.5755, language: 'de', shape: { rxKm: 12, ryKm: 10 },
    streets: ['Leopoldstrasse', 'Lindwurmstrasse', 'Rosenheimer Strasse', 'Ludwigstrasse', 'Fraunhoferstrasse', 'Dachauer Strasse'],
    postalCodes: ['80331', '80335', '80469', '80802', '81541'],
    website: 'https://stadt.muenchen.de/infos/radverkehr.html', weights: { bikeable: 80 },
  },
  {
    slug: 'hamburg', name: 'Hamburg', country: 'de', lat: 53.5511, lng: 9.9937, language: 'de', shape: { rxKm: 18, ryKm: 13 },
    streets: ['Mönckebergstrasse', 'Reeperbahn', 'Stresemannstrasse', 'Max-Brauer-Allee', 'Jungfernstieg', 'Eppendorfer Weg'],
    postalCodes: ['20095', '20259', '20354', '20359', '22767'],
    website: 'https://www.hamburg.de/radverkehr/', weights: { bikeable: 70 },
  },
  {
    slug: 'koeln', name: 'Köln', country: 'de', lat: 50.9375, lng: 6.9603, language: 'de', shape: { rxKm: 12, ryKm: 13 },
    streets: ['Aachener Strasse', 'Venloer Strasse', 'Deutzer Brücke', 'Hohenzollernring', 'Severinstrasse'],
    postalCodes: ['50667', '50672', '50677', '50679', '50823'],
    website: 'https://www.stadt-koeln.de/leben-in-koeln/verkehr/radfahren/', weights: { bikeable: 60 },
  },
  {
    slug: 'wien', name: 'Wien', country: 'at', lat: 48.2082, lng: 16.3738, language: 'de', shape: { rxKm: 14, ryKm: 12 },
    streets: ['Ringstrasse', 'Mariahilfer Strasse', 'Praterstern', 'Lerchenfelder Strasse', 'Wiedner Hauptstrasse', 'Favoritenstrasse'],
    postalCodes: ['1010', '1020', '1040', '1060', '1070', '1100'],
    website: 'https://www.wien.gv.at/verkehr/radfahren/', weights: { bikeable: 110 },
  },
  {
    slug: 'graz', name: 'Graz', country: 'at', lat: 47.0707, lng: 15.4395, language: 'de', shape: { rxKm: 7, ryKm: 8 },
    streets: ['Annenstrasse', 'Herrengasse', 'Keplerbrücke', 'Elisabethstrasse', 'Griesplatz'],
    postalCodes: ['8010', '8020', '8045'],
    website: 'https://www.graz.at/radfahren', weights: { bikeable: 40 },
  },
  {
    slug: 'salzburg', name: 'Salzburg', country: 'at', lat: 47.8095, lng: 13.055, language: 'de', shape: { rxKm: 5, ryKm: 5 },
    streets: ['Getreidegasse', 'Staatsbrücke', 'Rainerstrasse', 'Linzer Gasse', 'Alpenstrasse'],
    postalCodes: ['5020', '5026'],
    website: 'https://www.stadt-salzburg.at/radfahren/', weights: { bikeable: 30 },
  },
  {
    slug: 'linz', name: 'Linz', country: 'at', lat: 48.3069, lng: 14.2858, language: 'de', shape: { rxKm: 6, ryKm: 7 },
    streets: ['Landstrasse', 'Nibelungenbrücke', 'Wiener Strasse', 'Hauptplatz'],
    postalCodes: ['4020', '4040'],
    website: 'https://www.linz.at/verkehr/radfahren.php', weights: { bikeable: 25 },
  },
  {
    slug: 'innsbruck', name: 'Innsbruck', country: 'at', lat: 47.2692, lng: 11.4041, language: 'de', shape: { rxKm: 7, ryKm: 3.5 },
    streets: ['Maria-Theresien-Strasse', 'Innrain', 'Museumstrasse', 'Universitätsbrücke'],
    postalCodes: ['6020'],
    website: 'https://www.innsbruck.gv.at/radfahren', weights: { bikeable: 25 },
  },
];
