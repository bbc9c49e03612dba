import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { itBehavesAsFileStorage } from './storage-behaviour.ts';

let dataDir: string;
let storage: FileStorage;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wayfare-local-storage-'));
  storage = createStorage(testConfig({ DATA_DIR: dataDir }));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('local disk storage', () => {
  itBehavesAsFileStorage(() => storage);

  it('is the default, and keeps files under DATA_DIR/uploads', async () => {
    expect(storage.driver).toBe('local');
    await storage.write('blog/car.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await fs.readFile(path.join(dataDir, 'uploads', 'blog', 'car.jpg'), 'utf8')).toBe('jpeg');
  });

  it('lists an empty root before the first upload has made the folder', async () => {
    const fresh = createLocalStorage(path.join(dataDir, 'not-made-yet'));
    expect(await fresh.list('')).toEqual({ folders: [], files: [] });
  });

  it('leaves no partial or temporary file behind when a write fails', async () => {
    // The bytes are written aside, then renamed over the target: here the rename fails (a folder is
    // in the way), after the temporary file was written.
    await storage.write('clash/target/inside.txt', Buffer.from('x'), 'text/plain');
    await expect(storage.write('clash/target', Buffer.from('new'), 'text/plain')).rejects.toThrow();
    expect(await fs.readdir(path.join(dataDir, 'uploads', 'clash'))).toEqual(['target']);
  });

  it('does not follow a key out of its root even through a sibling folder with the same prefix', async () => {
    await fs.mkdir(path.join(dataDir, 'uploads-secret'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads-secret', 'key.txt'), 'secret');
    await expect(storage.read('../uploads-secret/key.txt')).rejects.toThrow(/Refused storage key/);
  });
});
