// What an upload is, from its first bytes. The file name and the client's content type are the
// sender's word; the magic numbers are what the decoders will actually see.

/** heif: HEIF with HEVC (HEIC, the iPhone's format) or AV1 (AVIF) inside; the pipeline asks which. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO base media brands of HEIF still images and image sequences (phones write sequences for
// bursts and live photos; the first image is what we take).
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'miaf', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The brands of an ISO base media `ftyp` box at the start of the file (major first), or null. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  // After the major brand comes a minor version (4 bytes), then the compatible brands.
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  return brands?.some((brand) => HEIF_BRANDS.has(brand)) ? 'heif' : null;
}
