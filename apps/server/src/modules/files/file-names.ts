import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 10;
const UNIQUE_SUFFIX = new RegExp(`-[a-z0-9]{${SUFFIX_LENGTH}}$`);

/** About 52 random bits: names cannot be guessed, so nobody finds a file without being given its path. */
const uniqueSuffix = () => Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[randomInt(36)]).join('');

/** "Ọjà Photo (2).JPG" -> "oja-photo-2": the readable part of a stored name, or the fallback. */
export function readablePart(name: string, fallback: string) {
  const slug = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * Files are immutable: every upload gets a new name, the person's chosen name followed by a random
 * suffix ("car-front-k3j9x2ab0c.jpg"), so a cached copy can never be stale.
 */
export const uniqueFileName = (readable: string, ext: string) => `${readable}-${uniqueSuffix()}.${ext}`;

/** The readable part of a name this server gave ("car-front-k3j9x2ab0c.jpg" -> "car-front"). */
export const readablePartOfStored = (fileName: string) =>
  fileName.replace(/\.[a-z0-9]+$/i, '').replace(UNIQUE_SUFFIX, '');
