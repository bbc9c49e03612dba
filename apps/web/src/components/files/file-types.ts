/** The file calls' shapes (spec 000 §3.2 and §7), from the shared contracts. */
export type {
  CreateFolderRequest,
  DeleteFileRequest,
  DeleteFolderRequest,
  FileEntry,
  GenerateThumbnailRequest,
  ResizedImageRequest,
} from '@wayfare/contracts';

import type { UploadKind } from '@wayfare/contracts';

/** spec 000 §3.1: the file types (Picture, Word, PDF, CSV, Graphic). */
export type FileType = UploadKind;
