import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Transaction } from '../db/database.ts';
import type { DemoPassword } from './demo-password.ts';

/** What an area's demo seed may say once, e.g. how to sign in as the people it created. */
export type DemoSeedResult = { created: number; notes?: string[] };

/**
 * One business area's demo records. It must be safe to run again: it looks its records up by their
 * natural keys (an e-mail address, a role's name) and adds only what is missing.
 */
export type DemoSeed = {
  area: string;
  /** `password` is the demo people's (seedDemoData passes it; absent, the seed makes one up). */
  seed: (tx: Transaction, storage: FileStorage, password?: DemoPassword) => Promise<DemoSeedResult>;
};
