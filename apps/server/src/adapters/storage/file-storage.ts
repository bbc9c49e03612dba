import type { Readable } from 'node:stream';

export type StoredFile = { name: string; size: number; lastModified: Date };
export type FolderListing = { folders: string[]; files: StoredFile[] };
export type OpenedFile = { stream: Readable; size: number };

/**
 * Where uploaded files live. A key is a '/'-separated relative path ("blog/car-x1.jpg"); a folder is a
 * key prefix ('' is the root). The storage itself is the record of the files: no table lists them.
 * Callers pass keys they have already validated; each implementation checks them again (`assertKey`).
 */
export type FileStorage = {
  readonly driver: 'local' | 's3';
  /** Stores a whole file; a reader never sees part of one. Folders on the way are made as needed. */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  /** The file as a stream with its size, for serving it; undefined when there is no such file. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** The file's size, or undefined when there is no such file. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** The folders and files directly inside a folder; undefined when the folder does not exist. */
  list(folder: string): Promise<FolderListing | undefined>;
  /** Makes a folder (and its parents); an existing folder is left as it is. */
  createFolder(folder: string): Promise<void>;
  /** Deletes one file, leaving its folder in place; false when there was no such file. */
  delete(key: string): Promise<boolean>;
  /** Deletes a folder and everything in it; returns how many files went. Never the root. */
  deleteFolder(folder: string): Promise<number>;
  /** Lets go of connections when the server stops. */
  close(): void;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SAFE_NAME = /^[^/\\\u0000-\u001f]+$/;

/**
 * The last line of defence against a key that would leave the storage's root: the services validate
 * names far more strictly, but the storage refuses anything that is not a plain relative path.
 */
export function assertKey(key: string, { allowRoot = false } = {}) {
  if (key === '' && allowRoot) return;
  const names = key.split('/');
  const plain = names.every((name) => SAFE_NAME.test(name) && name !== '.' && name !== '..');
  if (!plain) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
}
