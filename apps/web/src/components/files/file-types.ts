/** A listed file's shape (spec 000 §3.2), from the shared contracts; the calls' own shapes come from calls.FileUpload. */
export type { FileEntry } from '@wayfare/contracts';

import type { UploadKind } from '@wayfare/contracts';

/** spec 000 §3.1: the file types (Picture, Word, PDF, CSV, Graphic). */
export type FileType = UploadKind;
