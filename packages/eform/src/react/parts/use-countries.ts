import { useEffect, useState } from 'react';
import { type PhoneCountry, useEFormServices } from '../services.tsx';

// spec 000 §4: the country list is loaded once per session (per loader) and shared by every phone field.
const loaded = new WeakMap<() => Promise<readonly PhoneCountry[]>, Promise<readonly PhoneCountry[]>>();

const dialable = (countries: readonly PhoneCountry[]) =>
  countries.filter((country) => country.DialCode !== null && country.DialCode !== '');

/**
 * The countries a phone number can belong to (spec 000 §7: the static country list; entries without a
 * DialCode are skipped). A failure is reported once through the services' onError (spec 000 §8).
 */
export function useCountries(): readonly PhoneCountry[] {
  const { loadCountries, onError } = useEFormServices();
  const [countries, setCountries] = useState<readonly PhoneCountry[]>([]);
  useEffect(() => {
    let current = true;
    let promise = loaded.get(loadCountries);
    if (!promise) {
      promise = loadCountries().then(dialable);
      promise.catch((error: unknown) => {
        loaded.delete(loadCountries);
        onError?.(error instanceof Error ? error.message : String(error));
      });
      loaded.set(loadCountries, promise);
    }
    promise.then(
      (list) => current && setCountries(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [loadCountries, onError]);
  return countries;
}
