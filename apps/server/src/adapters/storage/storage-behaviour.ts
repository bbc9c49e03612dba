import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

/**
 * What every FileStorage must do, run against each implementation (local disk, and S3 through the fake
 * S3 server), so the files module behaves the same whichever is configured.
 */
export function itBehavesAsFileStorage(storage: () => FileStorage) {
  it('writes a file and reads back the same bytes, its size and a stream of it', async () => {
    const body = Buffer.from('Lagos to Abuja, 2 seats');
    await storage().write('rides/notes/trip.csv', body, 'text/csv');
    expect(await storage().read('rides/notes/trip.csv')).toEqual(body);
    expect(await storage().stat('rides/notes/trip.csv')).toEqual({ size: body.length });
    const opened = await storage().open('rides/notes/trip.csv');
    expect(opened?.size).toBe(body.length);
    expect(await text(opened!.stream)).toBe('Lagos to Abuja, 2 seats');
  });

  it('answers undefined for a file that does not exist', async () => {
    expect(await storage().read('nowhere/missing.jpg')).toBeUndefined();
    expect(await storage().stat('nowhere/missing.jpg')).toBeUndefined();
    expect(await storage().open('nowhere/missing.jpg')).toBeUndefined();
  });

  it('replaces a file written again under the same key', async () => {
    await storage().write('replace/a.txt', Buffer.from('first'), 'text/plain');
    await storage().write('replace/a.txt', Buffer.from('second'), 'text/plain');
    expect((await storage().read('replace/a.txt'))?.toString()).toBe('second');
  });

  it('lists the folders and files directly inside a folder, not deeper ones', async () => {
    await storage().write('listing/one.jpg', Buffer.from('1'), 'image/jpeg');
    await storage().write('listing/two.pdf', Buffer.from('22'), 'application/pdf');
    await storage().write('listing/inner/deep.jpg', Buffer.from('333'), 'image/jpeg');
    const listing = await storage().list('listing');
    expect(listing?.folders).toEqual(['inner']);
    expect(listing?.files.map((file) => [file.name, file.size]).sort()).toEqual([
      ['one.jpg', 1],
      ['two.pdf', 2],
    ]);
    expect((await storage().list(''))?.folders).toContain('listing');
  });

  it('answers undefined when listing a folder that does not exist, or a file', async () => {
    expect(await storage().list('no-such-folder')).toBeUndefined();
    expect(await storage().list('listing/one.jpg')).toBeUndefined();
  });

  it('keeps an empty folder it was asked to make, and the folder of a deleted last file', async () => {
    await storage().createFolder('empty/inside');
    expect(await storage().list('empty/inside')).toEqual({ folders: [], files: [] });
    expect((await storage().list('empty'))?.folders).toEqual(['inside']);

    await storage().write('lonely/only.txt', Buffer.from('x'), 'text/plain');
    expect(await storage().delete('lonely/only.txt')).toBe(true);
    expect(await storage().list('lonely')).toEqual({ folders: [], files: [] });
  });

  it('deletes one file, and reports when there was none', async () => {
    await storage().write('deleting/a.txt', Buffer.from('a'), 'text/plain');
    await storage().write('deleting/b.txt', Buffer.from('b'), 'text/plain');
    expect(await storage().delete('deleting/a.txt')).toBe(true);
    expect(await storage().delete('deleting/a.txt')).toBe(false);
    expect((await storage().list('deleting'))?.files.map((file) => file.name)).toEqual(['b.txt']);
  });

  it('deletes a folder with everything in it and counts the files', async () => {
    await storage().write('gone/a.txt', Buffer.from('a'), 'text/plain');
    await storage().write('gone/sub/b.txt', Buffer.from('b'), 'text/plain');
    await storage().createFolder('gone/empty');
    await storage().write('gone-but-not-this/c.txt', Buffer.from('c'), 'text/plain');
    expect(await storage().deleteFolder('gone')).toBe(2);
    expect(await storage().list('gone')).toBeUndefined();
    expect(await storage().read('gone-but-not-this/c.txt')).toBeDefined();
  });

  it('keeps names in any script and with spaces', async () => {
    await storage().write('Ọjà Photos/ìwé (1).txt', Buffer.from('ok'), 'text/plain');
    expect((await storage().list('Ọjà Photos'))?.files.map((file) => file.name)).toEqual(['ìwé (1).txt']);
    expect((await storage().read('Ọjà Photos/ìwé (1).txt'))?.toString()).toBe('ok');
  });

  it.each([
    '../outside.txt',
    'a/../../outside.txt',
    '/etc/passwd',
    'a//b.txt',
    'a\\..\\b.txt',
    'a/./b.txt',
    'nul\u0000.txt',
    '',
  ])('refuses the key %j rather than leaving its root', async (key) => {
    await expect(storage().write(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Refused storage key/);
    await expect(storage().read(key)).rejects.toThrow(/Refused storage key/);
    await expect(storage().delete(key)).rejects.toThrow(/Refused storage key/);
  });

  it('never deletes the root as a folder', async () => {
    await expect(storage().deleteFolder('')).rejects.toThrow(/Refused storage key/);
  });
}
