import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';

/** What the complaint services work with: the database, and the storage their pictures must be in. */
export type ComplaintsDeps = { db: Db; storage: FileStorage };
