import { describe, expect, it } from 'vitest';
import countries from './countries.json' with { type: 'json' };
import { staticCountryList } from './locations.ts';

describe('the static countries asset', () => {
  it('lists every ISO 3166-1 country in the shape its readers expect', () => {
    expect(staticCountryList.safeParse(countries).success).toBe(true);
    expect(countries).toHaveLength(250);
  });

  it("gives Nigeria its codes, dial code 234 and flag (spec 000 §9's default phone country)", () => {
    expect(countries.find((country) => country.TwoLetterIsoCode === 'NG')).toEqual({
      Name: 'Nigeria',
      TwoLetterIsoCode: 'NG',
      ThreeLetterIsoCode: 'NGA',
      DialCode: '234',
      Flag: '🇳🇬',
    });
  });

  it('has no two countries with the same name or ISO code, as the countries table requires', () => {
    for (const key of ['Name', 'TwoLetterIsoCode', 'ThreeLetterIsoCode'] as const) {
      const values = countries.map((country) => country[key].toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('has a dial code for every inhabited country; a territory without one says null', () => {
    const withoutDialCode = countries.filter((country) => country.DialCode === null);
    expect(withoutDialCode.map((country) => country.TwoLetterIsoCode).sort()).toEqual([
      'AQ',
      'BV',
      'GS',
      'HM',
      'PN',
      'TF',
      'UM',
    ]);
  });
});
