import { Endpoint, fileTexts } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import { isPermitted } from '../../auth/principal.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { joinKey } from './file-paths.ts';

/** Who is asking, as the file rules see it. */
export type FileCaller = { userId: string; isFileAdmin: boolean };

const USERS_FOLDER = 'users';

/** What the caller does with files: upload and use them (resize, thumbnail), or delete one. */
export type FileUse = 'use' | 'delete';

/**
 * Any administrator uploads anywhere and uses every file (spec 000 §6: 'use existing files' is for admin
 * roles); deleting another person's file takes the Files & Folders delete right, as deleting a folder
 * does (issue 29 §3). Everyone else has only their own folder.
 */
export function fileCallerOf(request: FastifyRequest, use: FileUse = 'use'): FileCaller {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  const mayDoIt =
    use === 'delete'
      ? isPermitted(principal, Endpoint.FileManager, 'delete')
      : isPermitted(principal, Endpoint.AllowForAll, 'create');
  return { userId: principal.userId, isFileAdmin: mayDoIt && !principal.requireNewPassword };
}

export const ownFolderOf = (userId: string) => joinKey(USERS_FOLDER, userId);

const isInside = (key: string, folder: string) => key === folder || key.startsWith(`${folder}/`);

/**
 * The folder a caller's Folder names: an administrator's as given; anyone else's inside their own
 * folder ("complaints" -> "users/{id}/complaints"; "users/{id}/complaints" stays). Another person's
 * folder is refused.
 */
export function folderFor(caller: FileCaller, folder: string) {
  if (caller.isFileAdmin) return folder;
  const own = ownFolderOf(caller.userId);
  if (isInside(folder, own)) return folder;
  if (isInside(folder, USERS_FOLDER)) throw forbidden(fileTexts.ownFolderOnly);
  return joinKey(own, folder);
}

/** Refuses a file outside the caller's own folder, unless the caller is an administrator. */
export function assertMayUse(caller: FileCaller, key: string) {
  if (!caller.isFileAdmin && !isInside(key, ownFolderOf(caller.userId)))
    throw forbidden(fileTexts.ownFolderOnly);
}
