import { fileTexts } from '@wayfare/contracts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { joinKey, thumbnailFolderOf } from './file-paths.ts';
import type { FilesDeps } from './files.deps.ts';

/**
 * Not shown in the spec (only its button and its 'Folder Name is required' rule): a new, empty folder.
 * Answers a sentence, like the delete calls.
 */
export async function createFolder(deps: FilesDeps, input: { Folder: string; FolderName: string }) {
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
  return fileTexts.folderCreated(input.FolderName);
}

/** spec 000 §7: deletes the folder FileName in Folder (or Folder itself), everything in it and its thumbnails. */
export async function deleteFolder(deps: FilesDeps, input: { Folder: string; FileName: string }) {
  const { storage } = deps;
  const key = joinKey(input.Folder, input.FileName);
  if (key === '') throw invalid(fileTexts.rootNotDeletable, { FileName: [fileTexts.rootNotDeletable] });
  if (!(await storage.list(key))) throw notFound(fileTexts.folderMissing(key));
  const removed = await storage.deleteFolder(key);
  await storage.deleteFolder(thumbnailFolderOf(key));
  return fileTexts.folderDeleted(key, removed);
}
