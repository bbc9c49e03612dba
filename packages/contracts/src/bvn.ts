import { z } from 'zod';

/**
 * Issue 29 §1: Flutterwave opens a permanent (static) virtual account only with the customer's Bank
 * Verification Number, so the wallet screen asks for it. It is never sent back whole: at most its last
 * four digits, masked.
 */

export const BVN_LENGTH = 11;

export const bvnTexts = {
  why: 'Your bank account for wallet top-ups is opened by Flutterwave, which needs your BVN (Bank Verification Number) to open it. It is stored encrypted and never shown again in full.',
  required: 'Bvn is required: your 11-digit Bank Verification Number',
  shape: 'Bvn must be the 11 digits of your Bank Verification Number (dial *565*0# to see it)',
  saved: 'Your BVN is saved; your wallet account will be opened with it shortly',
  savedAccountOpen: 'Your BVN is saved',
  /** The account cannot be asked for yet: shown on the wallet screen, where the BVN is added. */
  needed: (provider: string) =>
    `${provider} opens your wallet account only with your BVN: add it on your wallet page (My Wallet)`,
  /** An administrator asking again for someone who has not given it. */
  neededForSomeoneElse: (provider: string, fullName: string) =>
    `${fullName} has not given a BVN, which ${provider} needs to open the account: they add it on their wallet page (My Wallet)`,
};

/** `*******1234`: only the last four digits of a stored BVN. */
export const maskBvn = (bvn: string) => `${'*'.repeat(BVN_LENGTH - 4)}${bvn.slice(-4)}`;

/** POST Wallet/SetMyBvn: the caller's BVN (spaces and dashes as people type them are dropped). */
export const setMyBvnRequest = z.strictObject({
  Bvn: z
    .string({ error: (issue) => (issue.input == null ? bvnTexts.required : bvnTexts.shape) })
    .max(40, bvnTexts.shape)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, bvnTexts.required)
        .regex(/^\d{11}$/, bvnTexts.shape),
    ),
});
export type SetMyBvnRequest = z.input<typeof setMyBvnRequest>;
