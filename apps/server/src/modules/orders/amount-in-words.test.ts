import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words.ts';

describe('amountInWords (issue 19 §1, the Nigerian invoice style)', () => {
  it.each([
    [2_150_000, 'Twenty-One Thousand, Five Hundred Naira Only'],
    [2_150_050, 'Twenty-One Thousand, Five Hundred Naira, Fifty Kobo Only'],
    [100, 'One Naira Only'],
    [0, 'Zero Naira Only'],
    [50, 'Fifty Kobo Only'],
    [1, 'One Kobo Only'],
    [1_500, 'Fifteen Naira Only'],
    [10_500, 'One Hundred and Five Naira Only'],
    [11_900, 'One Hundred and Nineteen Naira Only'],
    [100_000, 'One Thousand Naira Only'],
    [107_500, 'One Thousand, Seventy-Five Naira Only'],
    [2_257_500, 'Twenty-Two Thousand, Five Hundred and Seventy-Five Naira Only'],
    [100_000_000, 'One Million Naira Only'],
    [
      123_456_789_99,
      'One Hundred and Twenty-Three Million, Four Hundred and Fifty-Six Thousand, Seven Hundred and Eighty-Nine Naira, Ninety-Nine Kobo Only',
    ],
    [1_000_000_100, 'Ten Million, One Naira Only'],
    [100_000_000_000_000, 'One Trillion Naira Only'],
  ])('%i kobo reads %s', (kobo, words) => {
    expect(amountInWords(kobo)).toBe(words);
  });

  it('writes every number below a hundred with a hyphen between tens and ones', () => {
    expect(wholeNumberInWords(21)).toBe('Twenty-One');
    expect(wholeNumberInWords(99)).toBe('Ninety-Nine');
    expect(wholeNumberInWords(40)).toBe('Forty');
    expect(wholeNumberInWords(13)).toBe('Thirteen');
  });

  it('refuses what is no amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
