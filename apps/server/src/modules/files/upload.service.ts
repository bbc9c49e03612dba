import { type FileEntry, fileTexts, type UploadFields, type UploadKind } from '@wayfare/contracts';
import { invalidProperty } from '../../errors.ts';
import { fileEntryOf } from './file-entries.ts';
import { readablePart, uniqueFileName } from './file-names.ts';
import { joinKey } from './file-paths.ts';
import { type FileCaller, folderFor } from './file-scope.ts';
import type { FilesDeps } from './files.deps.ts';
import { assertPixelsWithin, reencodePicture } from './images.ts';
import { detectUpload } from './upload-detection.ts';

export type ReceivedFile = { bytes: Buffer; filename: string };

const DECODABLE_GRAPHICS = ['png', 'jpg', 'webp', 'gif', 'tif'];

/**
 * spec 000 §7: stores one uploaded file and returns its entry. The file's kind is proven from its bytes;
 * a picture is re-encoded (resized, metadata dropped); nothing is written until every check has passed.
 */
export async function uploadFile(
  deps: FilesDeps,
  input: { caller: FileCaller; kind: UploadKind; file: ReceivedFile; fields: UploadFields },
): Promise<FileEntry> {
  const { caller, kind, file, fields } = input;
  const folder = folderFor(caller, fields.Folder);
  if (file.bytes.length === 0) throw invalidProperty('File', fileTexts.emptyFile);
  if (folder !== '' && (await deps.storage.stat(folder))) {
    throw invalidProperty('Folder', fileTexts.folderIsAFile(fields.Folder));
  }
  const detected = await detectUpload(kind, file.bytes, file.filename);
  let body = file.bytes;
  if (kind === 'Picture') {
    const size = { width: fields.ResizedToWidth, height: fields.ResizedToHeight };
    body = await reencodePicture(file.bytes, detected.ext, size, deps.limits);
  } else if (DECODABLE_GRAPHICS.includes(detected.ext)) {
    // A design file is kept as drawn, but a decompression bomb is refused before a thumbnail is made of it.
    await assertPixelsWithin(file.bytes, deps.limits);
  }
  const readable = readablePart(fields.PreferredFilename.trim() || file.filename, kind.toLowerCase());
  const key = joinKey(folder, uniqueFileName(readable, detected.ext));
  await deps.storage.write(key, body, detected.contentType);
  return fileEntryOf(key, body.length);
}
