import type { Config } from '../../config.ts';
import { bvnKeyOf } from './bvn-key.ts';
import { type BvnVault, createBvnVault } from './bvn-vault.ts';

/**
 * Cards' authorizations sealed at rest (issue 30) with the BVNs' AES-256-GCM sealing and key
 * (BVN_ENCRYPTION_KEY, or DATA_DIR/bvn-key): the additional data names a card's owner apart from a
 * BVN's, so neither sealed text opens as the other.
 */
export type CardVault = BvnVault;

export function createCardVault(key: () => Promise<Buffer>): CardVault {
  const vault = createBvnVault(key);
  const owner = (userId: string) => `card-on-file:${userId}`;
  return {
    seal: (userId, authorization) => vault.seal(owner(userId), authorization),
    open: (userId, sealed) => vault.open(owner(userId), sealed),
  };
}

/** The app's card vault: the BVNs' key, as configured. */
export const cardVaultOf = (config: Pick<Config, 'BVN_ENCRYPTION_KEY' | 'DATA_DIR' | 'NODE_ENV'>) =>
  createCardVault(bvnKeyOf(config));
