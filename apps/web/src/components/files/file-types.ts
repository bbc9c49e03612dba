/**
 * The file calls' shapes (spec 000 §3.2 and §7), matching `packages/contracts/src/files.ts`. Defined
 * here because that file was not committed yet when the kit was; once it is, these become
 * re-exports of the contracts' types.
 */
export type FileEntry = {
  Name: string;
  FilePath: string;
  IsDirectory: boolean;
  SizeInByte: number;
  /** A 200 by 200 thumbnail when one has been made; else null. */
  ThumbnailFilePath: string | null;
  IsImage: boolean;
  IsCSV: boolean;
  IsPDF: boolean;
  IsWord: boolean;
  IsGraphics: boolean;
};

/** spec 000 §3.1: the file types. */
export type FileType = 'Picture' | 'Word' | 'PDF' | 'CSV' | 'Graphic';

export type ResizedImageRequest = { FilePath: string; Width: number; Height: number };
export type ResizedImageReply = { FilePath: string };
export type GenerateThumbnailRequest = { FilePath: string; Width: number; Height: number };
export type GenerateThumbnailReply = { ThumbnailFilePath: string };
export type FolderItemRequest = { Folder: string; FileName: string };
export type CreateFolderRequest = { Folder: string; FolderName: string };
