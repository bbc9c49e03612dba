import { cardVaultOf } from './card-vault.ts';

/** The card vault the test apps use (the test suite's key, held in memory), for services called directly. */
export const testCardVault = cardVaultOf({
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent',
  BVN_ENCRYPTION_KEY: undefined,
});
