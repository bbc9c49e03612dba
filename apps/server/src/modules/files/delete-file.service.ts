import { fileTexts } from '@wayfare/contracts';
import { notFound } from '../../errors.ts';
import { isThumbnailOf, joinKey, thumbnailFolderOf } from './file-paths.ts';
import { type FileCaller, folderFor } from './file-scope.ts';
import type { FilesDeps } from './files.deps.ts';

/**
 * spec 000 §7: deletes the file FileName in Folder, with its thumbnails. An administrator holding Files &
 * Folders delete may delete any file; anyone else only in their own folder (Folder is read as on upload).
 */
export async function deleteFile(
  deps: FilesDeps,
  input: { caller: FileCaller; Folder: string; FileName: string },
) {
  const { storage } = deps;
  const folder = folderFor(input.caller, input.Folder);
  if (!(await storage.delete(joinKey(folder, input.FileName)))) {
    throw notFound(fileTexts.fileMissing(input.FileName));
  }
  const thumbnails = await storage.list(thumbnailFolderOf(folder));
  for (const thumbnail of thumbnails?.files ?? []) {
    if (isThumbnailOf(thumbnail.name, input.FileName)) {
      await storage.delete(joinKey(thumbnailFolderOf(folder), thumbnail.name));
    }
  }
  return fileTexts.fileDeleted(input.FileName);
}
