import { testConfig } from '../../config.ts';
import { bvnKeyOf } from './bvn-key.ts';
import { createBvnVault } from './bvn-vault.ts';

/** The vault the test suite's apps use (one in-memory key): a test's direct job run opens their BVNs. */
export const testBvns = createBvnVault(bvnKeyOf(testConfig()));
