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

const pageSize = (value: string | null, most: number) => {
  const asked = Number(value);
  return Math.min(Number.isInteger(asked) && asked >= 1 ? asked : 50, most);
};

/**
 * Paystack's `GET /bank?use_cursor=true&perPage=&next=` over the banks above: a page at most `most`
 * long (whatever was asked), `meta.next` the cursor of the next page (null on the last), as the
 * definition's cursor lists. Without `use_cursor`, numbered pages (`page`, `perPage`), as its other lists.
 */
export function paystackBankList(query: URLSearchParams, most: number) {
  const all = FAKE_BANKS.map((bank, index) => ({
    name: bank.name,
    slug: bank.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    code: bank.code,
    longcode: `${bank.code}150149`,
    gateway: null,
    pay_with_bank: false,
    supports_transfer: true,
    available_for_direct_debit: false,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    id: index + 1,
    createdAt: '2016-07-14T10:04:29.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  }));
  const perPage = pageSize(query.get('perPage'), most);
  if (query.get('use_cursor') !== 'true') {
    const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
    return {
      status: true,
      message: 'Banks retrieved',
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: {
        total: all.length,
        skipped: (page - 1) * perPage,
        perPage,
        page,
        pageCount: Math.max(1, Math.ceil(all.length / perPage)),
      },
    };
  }
  // The cursor is the id of the last bank given, as text (Paystack's are opaque).
  const after = Number(Buffer.from(query.get('next') ?? '', 'base64url').toString() || '0');
  const data = all.filter((bank) => bank.id > after).slice(0, perPage);
  const last = data.at(-1);
  const more = last !== undefined && all.some((bank) => bank.id > last.id);
  return {
    status: true,
    message: 'Banks retrieved',
    data,
    meta: {
      next: more ? Buffer.from(String(last.id)).toString('base64url') : null,
      previous: after > 0 ? Buffer.from(String(after)).toString('base64url') : null,
      perPage,
    },
  };
}
