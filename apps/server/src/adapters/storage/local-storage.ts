import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type FileStorage, type StoredFile } from './file-storage.ts';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files on the local disk under one root folder (DATA_DIR/uploads by default). */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  /** The disk path of a key, proven to be inside the root. */
  function pathOf(key: string, options?: { allowRoot?: boolean }) {
    assertKey(key, options);
    const resolved = path.resolve(root, ...key.split('/').filter(Boolean));
    if (resolved !== root && !resolved.startsWith(root + path.sep)) {
      throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    }
    return resolved;
  }

  async function fileSize(filePath: string) {
    try {
      const stats = await fs.stat(filePath);
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 'local',

    async write(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside under a hidden name, then renamed: a reader sees the whole file or none of it,
      // and a failed write leaves nothing a listing would show.
      const temporary = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await fs.writeFile(temporary, body, { flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async read(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async open(key) {
      const filePath = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(filePath, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return { stream: handle.createReadStream(), size: stats.size };
    },

    async stat(key) {
      const size = await fileSize(pathOf(key));
      return size === undefined ? undefined : { size };
    },

    async list(folder) {
      const dir = pathOf(folder, { allowRoot: true });
      let entries: Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        // The root exists before the first upload has made it.
        if (isMissing(error)) return folder === '' ? { folders: [], files: [] } : undefined;
        throw error;
      }
      const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      const files: StoredFile[] = [];
      for (const entry of entries.filter((item) => item.isFile())) {
        const stats = await fs.stat(path.join(dir, entry.name)).catch(() => undefined);
        if (stats) files.push({ name: entry.name, size: stats.size, lastModified: stats.mtime });
      }
      return { folders, files };
    },

    async createFolder(folder) {
      await fs.mkdir(pathOf(folder), { recursive: true });
    },

    async delete(key) {
      try {
        await fs.unlink(pathOf(key));
        return true;
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EPERM') return false;
        throw error;
      }
    },

    async deleteFolder(folder) {
      const dir = pathOf(folder);
      let entries: Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      await fs.rm(dir, { recursive: true, force: true });
      return entries.filter((entry) => entry.isFile()).length;
    },

    close() {},
  };
}
