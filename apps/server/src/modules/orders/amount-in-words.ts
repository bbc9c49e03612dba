/**
 * issue 19 §1: an amount in the Nigerian invoice style, 'Twenty-One Thousand, Five Hundred Naira Only'
 * and '…Naira, Fifty Kobo Only'. Written here rather than taken from a library: the ones on npm
 * (to-words, number-to-words) leave out the commas between groups and the hyphens this style has.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion', 'Quadrillion'];

/** 1 to 99: 'Seven', 'Forty-Two'. */
function belowHundred(n: number) {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return ones ? `${tens}-${ONES[ones]}` : tens;
}

/** 1 to 999: 'Five Hundred', 'One Hundred and Five'. */
function belowThousand(n: number) {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  const head = `${ONES[hundreds]} Hundred`;
  return rest ? `${head} and ${belowHundred(rest)}` : head;
}

/** A whole number in words, groups of thousands separated by commas; 0 is 'Zero'. */
export function wholeNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Cannot write ${value} in words`);
  if (value === 0) return 'Zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group)
      groups.unshift(SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
    rest = Math.floor(rest / 1000);
  }
  return groups.join(', ');
}

/** An amount in kobo, as an invoice writes it. */
export function amountInWords(kobo: number): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Cannot write ${kobo} kobo in words`);
  const naira = Math.floor(kobo / 100);
  const cents = kobo % 100;
  if (!cents) return `${wholeNumberInWords(naira)} Naira Only`;
  const koboWords = `${wholeNumberInWords(cents)} Kobo Only`;
  return naira ? `${wholeNumberInWords(naira)} Naira, ${koboWords}` : koboWords;
}
