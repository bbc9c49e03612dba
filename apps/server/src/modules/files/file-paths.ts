import { parseUploadedFilePath } from '@wayfare/contracts';
import { invalidProperty } from '../../errors.ts';

/** Thumbnails live apart, in a hidden tree that mirrors the folders; listings never show it. */
export const THUMBNAILS_FOLDER = '.thumbnails';

export const joinKey = (...parts: string[]) => parts.filter((part) => part !== '').join('/');

export function splitKey(key: string) {
  const cut = key.lastIndexOf('/');
  return { folder: cut < 0 ? '' : key.slice(0, cut), name: key.slice(cut + 1) };
}

/** The storage key of a FilePath the contract schema has already accepted. */
export function keyOfFilePath(filePath: string, property = 'FilePath') {
  const parsed = parseUploadedFilePath(property, filePath);
  if (!parsed.ok) throw invalidProperty(property, parsed.message);
  return parsed.key;
}

export const thumbnailFolderOf = (folder: string) => joinKey(THUMBNAILS_FOLDER, folder);

/** One file's thumbnail of one size: ".thumbnails/blog/car-k3j9x2ab0c.jpg.200x200.webp". */
export function thumbnailKeyOf(key: string, width: number, height: number) {
  const { folder, name } = splitKey(key);
  return joinKey(thumbnailFolderOf(folder), thumbnailNameOf(name, width, height));
}

export const thumbnailNameOf = (fileName: string, width: number, height: number) =>
  `${fileName}.${width}x${height}.webp`;

/** Whether a name in a thumbnail folder is one of this file's thumbnails. */
export const isThumbnailOf = (thumbnailName: string, fileName: string) =>
  thumbnailName.startsWith(`${fileName}.`) && thumbnailName.endsWith('.webp');

/** Hidden names (the thumbnail tree, a file being written) are never listed. */
export const isHidden = (name: string) => name.startsWith('.');
