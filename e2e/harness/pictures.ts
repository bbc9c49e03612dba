import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Pictures for upload journeys, made on the spot: a PNG needs only a signature, an IHDR, the
// deflated rows and an IEND, each chunk checked by a CRC-32.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGB = 2;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG of `width` × `height` RGB pixels of noise. Noise does not compress, so the file's size in MB
 * is about width × height × 3 bytes, before and after the server re-encodes it.
 */
export function noisyPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(RGB, 9);
  const rowLength = 1 + width * 3; // each row starts with its filter type, 0 (none)
  const pixels = randomBytes(rowLength * height);
  for (let row = 0; row < height; row++) pixels[row * rowLength] = 0;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The width and height a PNG's header states. */
export function pngSize(bytes: Buffer) {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
