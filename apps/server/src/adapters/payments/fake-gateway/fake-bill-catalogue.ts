/**
 * The fake Flutterwave's bills catalogue (issue 29 §1), shaped like the real one: a few top categories,
 * several billers under each (one per network), and each biller's items with Flutterwave's own fields.
 * As in the real data, every airtime item's `biller_name` is 'AIRTIME' whatever its network: only its
 * biller tells the network.
 */

export type FakeBillCategory = {
  id: number;
  name: string;
  code: string;
  description: string;
  country_code: string;
};

export type FakeBiller = {
  id: number;
  name: string;
  logo: string | null;
  description: string;
  short_name: string;
  biller_code: string;
  country_code: string;
  /** Ours: the category the biller is listed under (not sent: the path names it). */
  category: string;
};

export type FakeBillItem = {
  id: number;
  biller_code: string;
  name: string;
  default_commission: number;
  date_added: string;
  country: string;
  is_airtime: boolean;
  biller_name: string;
  item_code: string;
  short_name: string;
  /** Naira; 0 when the customer names the amount. */
  amount: number;
  fee: number;
  commission_on_fee: boolean;
  label_name: string;
  validity_period: string;
};

export const FAKE_BILL_CATEGORIES: readonly FakeBillCategory[] = [
  { id: 1, name: 'Airtime', code: 'AIRTIME', description: 'Airtime', country_code: 'NG' },
  {
    id: 2,
    name: 'Mobile Data Service',
    code: 'MOBILEDATA',
    description: 'Mobile Data Service',
    country_code: 'NG',
  },
  {
    id: 3,
    name: 'Cable Bill Payment',
    code: 'CABLEBILLS',
    description: 'Cable Bill Payment',
    country_code: 'NG',
  },
];

const biller = (id: number, category: string, code: string, name: string): FakeBiller => ({
  id,
  name,
  logo: null,
  description: name,
  short_name: name,
  biller_code: code,
  country_code: 'NG',
  category,
});

export const FAKE_BILLERS: readonly FakeBiller[] = [
  biller(1, 'AIRTIME', 'BIL099', 'MTN VTU'),
  biller(2, 'AIRTIME', 'BIL100', 'AIRTEL VTU'),
  biller(3, 'AIRTIME', 'BIL102', 'GLO VTU'),
  biller(4, 'AIRTIME', 'BIL103', '9MOBILE VTU'),
  biller(5, 'MOBILEDATA', 'BIL108', 'MTN DATA BUNDLE'),
  biller(6, 'MOBILEDATA', 'BIL110', 'AIRTEL DATA BUNDLE'),
  biller(7, 'MOBILEDATA', 'BIL109', 'GLO DATA BUNDLE'),
  biller(8, 'MOBILEDATA', 'BIL111', '9MOBILE DATA BUNDLE'),
  biller(9, 'CABLEBILLS', 'BIL119', 'DSTV'),
];

let nextItemId = 100;
const item = (
  fields: Pick<FakeBillItem, 'biller_code' | 'item_code' | 'name' | 'amount'> & Partial<FakeBillItem>,
) => ({
  id: nextItemId++,
  default_commission: 0.03,
  date_added: '2024-01-15T10:00:00.000Z',
  country: 'NG',
  is_airtime: false,
  biller_name: fields.name,
  short_name: fields.name,
  fee: 0,
  commission_on_fee: false,
  label_name: 'Mobile Number',
  validity_period: '',
  ...fields,
});

const airtime = (billerCode: string, itemCode: string, name: string): FakeBillItem =>
  item({
    biller_code: billerCode,
    item_code: itemCode,
    name,
    amount: 0,
    is_airtime: true,
    biller_name: 'AIRTIME',
  });

const bundle = (billerCode: string, itemCode: string, name: string, amount: number, days: string) =>
  item({ biller_code: billerCode, item_code: itemCode, name, amount, validity_period: days });

/** Flutterwave's biller and item codes; the data bundles' names and prices are ours. */
export const FAKE_BILL_ITEMS: readonly FakeBillItem[] = [
  airtime('BIL099', 'AT099', 'MTN VTU'),
  airtime('BIL100', 'AT100', 'AIRTEL VTU'),
  airtime('BIL102', 'AT133', 'GLO VTU'),
  airtime('BIL103', 'AT134', '9MOBILE VTU'),
  bundle('BIL108', 'MD135', 'MTN 500 MB', 500, '7'),
  bundle('BIL108', 'MD136', 'MTN 1.5 GB', 1000, '30'),
  bundle('BIL108', 'MD137', 'MTN 6 GB', 2500, '30'),
  bundle('BIL110', 'MD141', 'AIRTEL 750 MB', 500, '14'),
  bundle('BIL110', 'MD142', 'AIRTEL 3 GB', 1500, '30'),
  bundle('BIL109', 'MD151', 'GLO 1.05 GB', 500, '14'),
  bundle('BIL109', 'MD152', 'GLO 5.8 GB', 2000, '30'),
  bundle('BIL111', 'MD161', '9MOBILE 1 GB', 1000, '30'),
  bundle('BIL111', 'MD162', '9MOBILE 2.5 GB', 2000, '30'),
  item({
    biller_code: 'BIL119',
    item_code: 'CB141',
    name: 'DSTV Compact',
    amount: 12500,
    label_name: 'Smart Card Number',
  }),
];
