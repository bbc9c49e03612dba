/**
 * The fake gateway's banks (issue 18 §3): a few real Nigerian banks with their CBN codes, and the test
 * accounts it can resolve (any other account number is refused, as a provider refuses an unknown one).
 */
export const FAKE_BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '057', name: 'Zenith Bank' },
] as const;

/** Test accounts: account number → the name on it, in any of the banks above. */
export const FAKE_BANK_ACCOUNTS: Readonly<Record<string, string>> = {
  '0123456789': 'ADA OBI',
  '0000000001': 'TUNDE BAKARE',
  '1234567890': 'CHIDI OKAFOR',
  // The demo drivers' accounts (wallet withdrawals.demo.ts), so a demo withdrawal can be retried.
  '2012345678': 'EMEKA NWOSU',
  '3012345678': 'AISHA BELLO',
};

export const fakeAccountName = (bankCode: string, accountNumber: string) =>
  FAKE_BANKS.some((bank) => bank.code === bankCode) ? FAKE_BANK_ACCOUNTS[accountNumber] : undefined;
