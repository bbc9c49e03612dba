// Writes src/countries.json: every country with its English name, ISO 3166-1 codes, international
// dial code and flag emoji. The web app serves the file as its static countries asset (spec 000 §7)
// and the server seeds its countries table from it. Run after upgrading either source package:
//   node --import tsx packages/contracts/scripts/generate-countries.ts
import { writeFile } from 'node:fs/promises';
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { type StaticCountry, staticCountryList } from '../src/locations.ts';

isoCountries.registerLocale(english);

const dialCodes = new Set<string>(getCountries());

/** A flag emoji is the country's two letters written as Unicode regional indicator symbols. */
const flagOf = (twoLetterCode: string) =>
  String.fromCodePoint(...[...twoLetterCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const countries: StaticCountry[] = Object.keys(isoCountries.getAlpha2Codes()).map((code) => {
  const name = isoCountries.getName(code, 'en');
  const threeLetterCode = isoCountries.alpha2ToAlpha3(code);
  if (!name || !threeLetterCode) throw new Error(`${code} has no English name or three-letter code`);
  return {
    Name: name,
    TwoLetterIsoCode: code,
    ThreeLetterIsoCode: threeLetterCode,
    // A few uninhabited territories (Antarctica, Bouvet Island, ...) have no dial code of their own.
    DialCode: dialCodes.has(code) ? getCountryCallingCode(code as CountryCode) : null,
    Flag: flagOf(code),
  };
});
countries.sort((a, b) => a.Name.localeCompare(b.Name, 'en'));

// The committed file must satisfy the schema its readers rely on.
staticCountryList.parse(countries);
const target = new URL('../src/countries.json', import.meta.url);
await writeFile(target, `${JSON.stringify(countries, null, 2)}\n`);
console.log(`wrote ${countries.length} countries to ${target.pathname}`);
