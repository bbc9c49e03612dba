import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { invalidProperty } from '../../errors.ts';
import { keyOfFilePath } from './file-paths.ts';
import { type FileCaller, ownFolderOf } from './file-scope.ts';

export const notAnUploadedFile = (property: string) => `${property} must be a file you uploaded`;

/**
 * For another module's picture or document property: the FilePath must name a file that is in the
 * storage and, for anyone but an administrator, one in the caller's own folder (where their uploads
 * go). A forged, foreign or missing path is refused as the property's 400, nothing written.
 */
export async function assertUploadedFile(
  storage: FileStorage,
  input: { caller: FileCaller; property: string; filePath: string },
) {
  const key = keyOfFilePath(input.filePath, input.property);
  const own = ownFolderOf(input.caller.userId);
  const mine = key.startsWith(`${own}/`);
  const hidden = key.split('/').some((name) => name.startsWith('.'));
  if (hidden || (!input.caller.isFileAdmin && !mine) || !(await storage.stat(key)))
    throw invalidProperty(input.property, notAnUploadedFile(input.property));
}
