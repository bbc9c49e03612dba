/**
 * What the lists' keyword is given for what a person typed. Phones are stored in international form
 * (+2348031234567) but typed as people dial them ('0803 123 4567'): a query that is only a phone's
 * characters, with enough digits to be one, is looked for without its separators and its trunk 0,
 * which is what follows the country code; anything else as typed.
 */
export function searchKeywordOf(query: string) {
  const typed = query.trim();
  if (!/^[\d\s\-().+]+$/.test(typed)) return typed;
  const digits = typed.replace(/[^\d+]/g, '');
  return digits.replace(/\+/g, '').length >= 7 ? digits.replace(/^0/, '') : typed;
}
