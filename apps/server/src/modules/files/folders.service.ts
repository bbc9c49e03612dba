import { fileTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { joinKey, thumbnailFolderOf } from './file-paths.ts';
import type { FilesDeps } from './files.deps.ts';

/**
 * Folders are an admin change too, though no row holds them: the entry is written once the storage has
 * done it (a file operation cannot share a transaction), naming the folder's path as the record.
 */
type FolderDeps = Pick<FilesDeps, 'storage'> & { db: Db };

/**
 * Not shown in the spec (only its button and its 'Folder Name is required' rule): a new, empty folder.
 * Answers a sentence, like the delete calls.
 */
export async function createFolder(
  deps: FolderDeps,
  input: { Folder: string; FolderName: string; by: string },
) {
  const { storage } = deps;
  if (input.Folder !== '' && !(await storage.list(input.Folder))) {
    throw notFound(fileTexts.folderMissing(input.Folder));
  }
  const key = joinKey(input.Folder, input.FolderName);
  if ((await storage.list(key)) || (await storage.stat(key))) {
    throw conflict(fileTexts.folderExists(input.FolderName), {
      FolderName: [fileTexts.folderExists(input.FolderName)],
    });
  }
  await storage.createFolder(key);
  await recordAdminChange(deps.db, {
    userId: input.by,
    area: 'FileUpload',
    action: 'CreateFolder',
    recordId: key,
    after: { Folder: key },
  });
  return fileTexts.folderCreated(input.FolderName);
}

/** spec 000 §7: deletes the folder FileName in Folder (or Folder itself), everything in it and its thumbnails. */
export async function deleteFolder(
  deps: FolderDeps,
  input: { Folder: string; FileName: string; by: string },
) {
  const { storage } = deps;
  const key = joinKey(input.Folder, input.FileName);
  if (key === '') throw invalid(fileTexts.rootNotDeletable, { FileName: [fileTexts.rootNotDeletable] });
  if (!(await storage.list(key))) throw notFound(fileTexts.folderMissing(key));
  const removed = await storage.deleteFolder(key);
  await storage.deleteFolder(thumbnailFolderOf(key));
  await recordAdminChange(deps.db, {
    userId: input.by,
    area: 'FileUpload',
    action: 'DeleteFolder',
    recordId: key,
    before: { Folder: key, Files: removed },
  });
  return fileTexts.folderDeleted(key, removed);
}
