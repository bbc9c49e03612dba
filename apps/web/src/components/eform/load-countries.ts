import type { PhoneCountry } from '@wayfare/eform/react';

/**
 * spec 000 §7: the static country list the web app serves (phone fields). In a file of its own, so a
 * public form can have it without the admin's file tools.
 */
export async function loadCountries(): Promise<readonly PhoneCountry[]> {
  const response = await fetch('/countries.json');
  if (!response.ok) throw new Error(`The country list could not be loaded (${response.status})`);
  return (await response.json()) as PhoneCountry[];
}
