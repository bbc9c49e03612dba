import { parseUploadedFilePath } from '@wayfare/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { invalidProperty } from '../../errors.ts';
import { isHidden } from './file-paths.ts';
import { type FileCaller, ownFolderOf } from './file-scope.ts';

export const notAnUploadedFile = (property: string) => `${property} must be a file you uploaded`;

/**
 * Why a FilePath given for another module's picture or document property is not a file that was
 * uploaded, or undefined: it must name a file in the storage (the record of the files, so a forged path
 * names nothing) and, for anyone but an administrator, one in the caller's own folder, where their
 * uploads go.
 */
export async function uploadedFileProblem(
  storage: FileStorage,
  input: { caller: FileCaller; property: string; filePath: string },
): Promise<string | undefined> {
  const parsed = parseUploadedFilePath(input.property, input.filePath);
  if (!parsed.ok) return parsed.message;
  const mine = parsed.key.startsWith(`${ownFolderOf(input.caller.userId)}/`);
  if (parsed.key.split('/').some(isHidden) || (!input.caller.isFileAdmin && !mine))
    return notAnUploadedFile(input.property);
  if (!(await storage.stat(parsed.key))) return notAnUploadedFile(input.property);
  return undefined;
}

/** The same check, refusing with the property's 400 (nothing written). */
export async function assertUploadedFile(
  storage: FileStorage,
  input: { caller: FileCaller; property: string; filePath: string },
) {
  const problem = await uploadedFileProblem(storage, input);
  if (problem) throw invalidProperty(input.property, problem);
}
