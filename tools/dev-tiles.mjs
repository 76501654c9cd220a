// A tiny tile server that speaks the XYZ protocol of OpenStreetMap's tile servers
// (GET /{z}/{x}/{y}.png): every tile is a plain light PNG with a faint grid, so maps render
// completely without the public tile servers this closed network can't reach. For benches and
// development only; never for production.
//
//   node tools/dev-tiles.mjs [--port 9501]
//
// prints the TILE_URL that points the server at it. As a module:
//   const tiles = await startDevTiles(0);  // 0: any free port
//   tiles.template … await tiles.stop();
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 256;

/** CRC-32 as PNG chunks need it. */
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A greyscale 256×256 PNG: a light background with a line every 64 pixels. */
function gridTile() {
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(SIZE + 1); // filter byte 0, then one grey byte per pixel
    for (let x = 0; x < SIZE; x++) row[x + 1] = x % 64 === 0 || y % 64 === 0 ? 0xdd : 0xf2;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export async function startDevTiles(port = 0) {
  const tile = gridTile();
  const server = createServer((req, res) => {
    if (!/^\/\d{1,2}\/\d{1,8}\/\d{1,8}\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    res.end(tile);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address();
  return {
    template: `http://127.0.0.1:${bound}/{z}/{x}/{y}.png`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9501' } } });
  const tiles = await startDevTiles(Number(values.port));
  console.log(`tiles on ${tiles.template}\nstart the server with TILE_URL=${tiles.template}`);
}
