import { type FileEntry, fileTexts, THUMBNAIL_SIZE } from '@wayfare/contracts';
import { notFound } from '../../errors.ts';
import { fileEntryOf, folderEntryOf } from './file-entries.ts';
import { isHidden, joinKey, thumbnailFolderOf, thumbnailNameOf } from './file-paths.ts';
import type { FilesDeps } from './files.deps.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/**
 * spec 000 §2.5 and §7: a folder's folders, then its files, each by name. A file's thumbnail is named when
 * the default 200 by 200 one has been made; the file manager asks GenerateThumbnail for the others.
 */
export async function listFiles(deps: FilesDeps, input: { directory: string }): Promise<FileEntry[]> {
  const { directory } = input;
  const [listing, thumbnails] = await Promise.all([
    deps.storage.list(directory),
    deps.storage.list(thumbnailFolderOf(directory)),
  ]);
  if (!listing) throw notFound(fileTexts.folderMissing(directory));
  const thumbnailNames = new Set(thumbnails?.files.map((file) => file.name));
  const folders = listing.folders
    .filter((name) => !isHidden(name))
    .sort(byName)
    .map((name) => folderEntryOf(joinKey(directory, name)));
  const files = listing.files
    .filter((file) => !isHidden(file.name))
    .sort((a, b) => byName(a.name, b.name))
    .map((file) => {
      const thumbnail = thumbnailNameOf(file.name, THUMBNAIL_SIZE, THUMBNAIL_SIZE);
      const thumbnailKey = thumbnailNames.has(thumbnail)
        ? joinKey(thumbnailFolderOf(directory), thumbnail)
        : undefined;
      return fileEntryOf(joinKey(directory, file.name), file.size, thumbnailKey);
    });
  return [...folders, ...files];
}
