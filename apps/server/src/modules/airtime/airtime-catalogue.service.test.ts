import { describe, expect, it } from 'vitest';
import { isNetworksBiller } from './airtime-catalogue.service.ts';

/** Issue 29 §1: a network's biller is known by its name, however Flutterwave words it. */
describe("a network's biller", () => {
  const biller = (name: string) => ({ billerCode: 'BIL000', name });

  it.each([
    ['MTN VTU', 'MTN'],
    ['AIRTEL DATA BUNDLE', 'Airtel'],
    ['Glo Nigeria', 'Glo'],
    ['GLOBACOM DATA', 'Glo'],
    ['9MOBILE VTU', '9mobile'],
    ['ETISALAT DATA BUNDLE', '9mobile'],
    ['AIRTIME - MTN', 'MTN'],
  ] as const)('%s is %s', (name, network) => {
    expect(isNetworksBiller(biller(name), network)).toBe(true);
  });

  it.each([
    ['MTN VTU', 'Airtel'],
    ['GLO VTU', 'MTN'],
    ['DSTV', '9mobile'],
    ['GLOBAL PAY', 'Glo'],
  ] as const)('%s is not %s', (name, network) => {
    expect(isNetworksBiller(biller(name), network)).toBe(false);
  });
});
