import { type FileEntry, uploadedFilePathOf } from '@wayfare/contracts';
import { splitKey } from './file-paths.ts';
import { flagsOf, isSvg } from './file-types.ts';

/** spec 000 §3.2: a file's entry. An SVG is its own thumbnail: it scales to any size. */
export function fileEntryOf(key: string, size: number, thumbnailKey?: string): FileEntry {
  const { name } = splitKey(key);
  const filePath = uploadedFilePathOf(key);
  return {
    Name: name,
    FilePath: filePath,
    IsDirectory: false,
    SizeInByte: size,
    ThumbnailFilePath: isSvg(name) ? filePath : thumbnailKey ? uploadedFilePathOf(thumbnailKey) : null,
    ...flagsOf(name),
  };
}

export const folderEntryOf = (key: string): FileEntry => ({
  Name: splitKey(key).name,
  FilePath: uploadedFilePathOf(key),
  IsDirectory: true,
  SizeInByte: 0,
  ThumbnailFilePath: null,
  IsImage: false,
  IsCSV: false,
  IsPDF: false,
  IsWord: false,
  IsGraphics: false,
});
