// A tiny geocoder that speaks Nominatim's search protocol (GET /search?q=…&format=jsonv2), over a
// built-in gazetteer of Swiss addresses and places: for development and the tests of the add-spot
// form, which must not depend on (or load) a public geocoder. Never for production.
//
//   node tools/dev-geocoder.mjs [--port 9500]
//
// prints the <meta name="moveable-geocoder"> tag that points a page at it. As a module:
//   const geocoder = await startDevGeocoder(0);  // 0: any free port
//   geocoder.template … await geocoder.stop();
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const place = (id, name, lat, lon, address, type = 'house') => ({ id, name, lat, lon, address, type });
const ch = (road, houseNumber, postcode, city, extra = {}) => ({
  ...(road ? { road } : {}),
  ...(houseNumber ? { house_number: houseNumber } : {}),
  postcode,
  ...extra,
  ...(extra.town || extra.village ? {} : { city }),
  country: 'Schweiz/Suisse/Svizzera/Svizra',
  country_code: 'ch',
});

/** About 20 places people test with; coordinates within a few metres of the real ones. */
export const GAZETTEER = Object.freeze([
  place(1, 'Bahnhofstrasse 1', 47.36706, 8.53988, ch('Bahnhofstrasse', '1', '8001', 'Zürich')),
  place(2, 'Bahnhofstrasse 50', 47.37265, 8.53874, ch('Bahnhofstrasse', '50', '8001', 'Zürich')),
  place(3, 'Zürich Hauptbahnhof', 47.37818, 8.54019, ch('Bahnhofplatz', '', '8001', 'Zürich'), 'station'),
  place(4, 'Langstrasse 100', 47.37841, 8.52756, ch('Langstrasse', '100', '8004', 'Zürich')),
  place(5, 'Limmatquai 1', 47.37028, 8.54372, ch('Limmatquai', '1', '8001', 'Zürich')),
  place(6, 'Bundesplatz 3', 46.9468, 7.4442, ch('Bundesplatz', '3', '3005', 'Bern')),
  place(7, 'Bern Bahnhof', 46.94883, 7.43913, ch('Bahnhofplatz', '', '3011', 'Bern'), 'station'),
  place(8, 'Kramgasse 49', 46.9479, 7.449, ch('Kramgasse', '49', '3011', 'Bern')),
  place(9, 'Marktplatz 9', 47.55815, 7.58818, ch('Marktplatz', '9', '4051', 'Basel')),
  place(10, 'Basel SBB', 47.54736, 7.58956, ch('Centralbahnplatz', '', '4051', 'Basel'), 'station'),
  place(11, 'Place de la Riponne 1', 46.5235, 6.6328, ch('Place de la Riponne', '1', '1005', 'Lausanne')),
  place(12, 'Rue du Mont-Blanc 18', 46.2094, 6.143, ch('Rue du Mont-Blanc', '18', '1201', 'Genève')),
  place(13, 'Place de Cornavin', 46.2102, 6.1424, ch('Place de Cornavin', '', '1201', 'Genève'), 'station'),
  place(14, 'Piazza della Riforma 1', 46.0037, 8.9515, ch('Piazza della Riforma', '1', '6900', 'Lugano')),
  place(15, 'Kapellbrücke', 47.05164, 8.30762, ch('Kapellbrücke', '', '6004', 'Luzern'), 'bridge'),
  place(16, 'Bahnhofplatz 1, Winterthur', 47.50017, 8.7237, ch('Bahnhofplatz', '1', '8400', 'Winterthur')),
  place(17, 'Multergasse 1', 47.4241, 9.376, ch('Multergasse', '1', '9000', 'St. Gallen')),
  place(18, 'Bahnhofstrasse 10, Chur', 46.8533, 9.5296, ch('Bahnhofstrasse', '10', '7000', 'Chur')),
  place(19, 'Hauptgasse 1, Appenzell', 47.3311, 9.4098, ch('Hauptgasse', '1', '9050', '', { village: 'Appenzell' })),
  place(20, 'Rathausplatz 1, Thun', 46.7589, 7.6296, ch('Rathausplatz', '1', '3600', '', { town: 'Thun' })),
  place(21, 'Rue de l’Hôpital 2, Neuchâtel', 46.9921, 6.93, ch('Rue de l’Hôpital', '2', '2000', 'Neuchâtel')),
]);

/** Lower case without accents: "Zürich" and "zurich" and "ZUERICH" meet at "zurich". */
export function fold(text) {
  return String(text)
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ue/g, 'u')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ');
}

function words(text) {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function displayName(entry) {
  const a = entry.address;
  const street = [a.road, a.house_number].filter(Boolean).join(' ');
  const name = entry.type === 'house' || entry.name === street ? '' : entry.name;
  return [name, street, a.postcode, a.city ?? a.town ?? a.village, 'Schweiz/Suisse/Svizzera/Svizra'].filter(Boolean).join(', ');
}

function haystack(entry) {
  const a = entry.address;
  return new Set(
    words(
      [entry.name, a.road, a.house_number, a.postcode, a.city, a.town, a.village, 'schweiz suisse svizzera switzerland ch'].filter(Boolean).join(' '),
    ),
  );
}

/** Every word of the query must appear in the entry (a word may be the start of one: "bahnhofstr"). */
export function search(query, limit = 10) {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return GAZETTEER.filter((entry) => {
    const have = [...haystack(entry)];
    return wanted.every((w) => have.some((h) => h === w || (w.length >= 3 && h.startsWith(w))));
  })
    .slice(0, limit)
    .map((entry) => ({
      place_id: entry.id,
      osm_type: 'node',
      lat: entry.lat.toFixed(7),
      lon: entry.lon.toFixed(7),
      category: entry.type === 'house' ? 'place' : 'building',
      type: entry.type,
      addresstype: entry.type === 'house' ? 'place' : entry.type,
      name: entry.name,
      display_name: displayName(entry),
      address: { ...entry.address },
      boundingbox: [entry.lat - 0.0005, entry.lat + 0.0005, entry.lon - 0.0005, entry.lon + 0.0005].map((n) => n.toFixed(7)),
    }));
}

function send(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    // pages on any origin may ask, like the public Nominatim
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'accept, accept-language',
      'access-control-max-age': '86400',
    });
    return res.end();
  }
  if (req.method !== 'GET' || url.pathname !== '/search') return send(res, 404, { error: 'Only GET /search is served here.' });
  const format = url.searchParams.get('format') ?? 'jsonv2';
  if (format !== 'jsonv2' && format !== 'json') return send(res, 400, { error: 'format must be json or jsonv2' });
  const limit = Math.min(40, Math.max(1, Number.parseInt(url.searchParams.get('limit') ?? '10', 10) || 10));
  return send(res, 200, search(url.searchParams.get('q') ?? '', limit));
}

/**
 * Starts the geocoder on 127.0.0.1. `template` is the value for the page's meta tag.
 * @param {number} [port] 0 or none: a free port
 */
export function startDevGeocoder(port = 0) {
  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const url = `http://127.0.0.1:${actual}`;
      resolve({
        url,
        port: actual,
        template: `${url}/search?format=jsonv2&addressdetails=1&q={query}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9500' } } });
  const geocoder = await startDevGeocoder(Number(values.port));
  console.log(`dev geocoder on ${geocoder.url} (${GAZETTEER.length} places)`);
  console.log(`<meta name="moveable-geocoder" content="${geocoder.template}">`);
}
