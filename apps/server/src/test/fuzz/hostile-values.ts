import type { Random } from './seeded-random.ts';

/** The values and texts a fuzzed property is given instead of a plausible one. */

export const HUGE_TEXT = 'x'.repeat(100_000);
export const NESTING_DEPTH = 1000;

export type HostileValue = { label: string; value: unknown };

/** Texts that are unusual, not wrong: a server may accept them, but must not fall over. */
export const edgeTexts: HostileValue[] = [
  { label: 'a NUL character', value: 'a\u0000b' },
  { label: 'a lone surrogate', value: '\ud800' },
  { label: 'reversed surrogates', value: 'a\udc00\ud800b' },
  { label: 'right-to-left marks', value: '\u202e\u200fgnp.exe' },
  { label: 'zero-width joiners', value: 'a\u200d\u200cb\u200b' },
  { label: 'emoji', value: '👩‍👩‍👧‍👦🇳🇬' },
  { label: '4-byte characters', value: '𝕳𝖊𝖑𝖑𝖔𐍈' },
  { label: 'stacked combining marks', value: 'Z\u0351\u0352\u0353\u0354\u0355\u0300'.repeat(12) },
  { label: 'line and paragraph separators', value: 'a\u2028b\u2029c' },
  { label: 'a byte-order mark', value: '\ufeffLagos' },
  { label: 'letters that change length with case', value: 'İßﬀŉ' },
  { label: 'control characters', value: 'a\u0001\u001b[31m\u007fb' },
  { label: 'SQL', value: "' OR '1'='1'; DROP TABLE users; --" },
  { label: 'a path out of the folder', value: '../../../etc/passwd' },
  { label: 'markup', value: '<img src=x onerror=alert(1)>' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  { label: 'a template', value: '{{7*7}}${7*7}' },
  { label: 'percent escapes', value: '%00%2e%2e%2f' },
];

/** Every Unicode edge case at once: lone surrogates, RTL marks, joiners, emoji, astral and combining characters, U+2028. */
export const UNICODE_EDGES =
  'a\ud800b\udc00\u202e\u200f\u200d\u200b👩‍👩‍👧‍👦𝕳𐍈e\u0301\u0351\u2028\u2029\ufeffİß';

/** Values of the wrong type: every property gets each of them. */
export const wrongTypes: HostileValue[] = [
  { label: 'a number', value: 12345 },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: 'an object', value: { $gt: '' } },
  { label: 'an array', value: ['a', 1] },
  { label: 'a word', value: 'text' },
];

/** Extreme sizes and numbers: every property gets each of them. */
export const extremes: HostileValue[] = [
  { label: 'empty text', value: '' },
  { label: '100 kB of text', value: HUGE_TEXT },
  { label: '1e308', value: 1e308 },
  { label: '-1', value: -1 },
  { label: '2**53', value: 2 ** 53 },
  { label: '"NaN"', value: 'NaN' },
];

/** Rarer wrong values: each property gets a seeded few of them. */
export const otherWrongValues: HostileValue[] = [
  { label: 'an empty object', value: {} },
  { label: 'an empty array', value: [] },
  { label: 'blank text', value: '   ' },
  { label: '0.5', value: 0.5 },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"1e308"', value: '1e308' },
  { label: '"-1"', value: '-1' },
  { label: '"9007199254740993"', value: '9007199254740993' },
  { label: '"0x10"', value: '0x10' },
];

/**
 * The wrong and extreme values one property is given: every wrong type and extreme, a NUL and a lone
 * surrogate always, and a seeded few of the other edge texts and wrong values (the same seed, the same few).
 */
export function hostileValuesFor(random: Random): HostileValue[] {
  const [nul, surrogate, ...otherTexts] = edgeTexts;
  return [
    ...wrongTypes,
    ...extremes,
    nul!,
    surrogate!,
    { label: 'every Unicode edge case', value: UNICODE_EDGES },
    ...random.shuffle(otherTexts).slice(0, 2),
    random.pick(otherWrongValues),
  ];
}

/** Suffixes added to a property's plausible text, so the value gets past length and format checks. */
const hostileSuffixes: HostileValue[] = [
  { label: 'a NUL character', value: '\u0000' },
  { label: 'a lone surrogate', value: '\ud800' },
  { label: 'a right-to-left override', value: '\u202e' },
  { label: 'a combining mark', value: '\u0301' },
  { label: 'a line separator', value: '\u2028' },
];

/** A NUL always, and one other suffix, seeded. */
export const hostileSuffixesFor = (random: Random) => [
  hostileSuffixes[0]!,
  random.pick(hostileSuffixes.slice(1)),
];

/** Property names that are also names of every JavaScript object's built-ins. */
export const builtInNames = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

export const nestedArrays = (depth = NESTING_DEPTH) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const nestedObjects = (depth = NESTING_DEPTH) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const LONE_SURROGATE = /\p{Cs}/u;

/** A text as a query string carries it; a lone surrogate is sent as the UTF-8 bytes it would have. */
export function queryEncoded(text: string) {
  return !LONE_SURROGATE.test(text)
    ? encodeURIComponent(text)
    : [...text]
        .map((char) => {
          const code = char.charCodeAt(0);
          if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        })
        .join('');
}

/** Wrong or extreme query values, already written as they appear in a query string. */
const queryExtremes: { label: string; raw: string }[] = [
  { label: 'empty', raw: '' },
  { label: '100 kB', raw: HUGE_TEXT },
  { label: '1e308', raw: '1e308' },
  { label: '-1', raw: '-1' },
  { label: '2**53', raw: '9007199254740992' },
  { label: 'NaN', raw: 'NaN' },
  { label: '%00', raw: '%00' },
  { label: 'a%00b', raw: 'a%00b' },
  { label: 'a lone surrogate', raw: queryEncoded('\ud800') },
  { label: 'every Unicode edge case', raw: queryEncoded(UNICODE_EDGES) },
];
const otherQueryValues: { label: string; raw: string }[] = [
  { label: 'Infinity', raw: 'Infinity' },
  { label: 'hexadecimal', raw: '0x1F' },
  { label: 'a fraction', raw: '1.5' },
  { label: 'spaces around a number', raw: '%201%20' },
  { label: 'a lone %', raw: '%' },
  { label: 'a broken escape', raw: '%zz' },
  { label: 'a cut UTF-8 sequence', raw: '%E0%A4%A' },
  { label: 'an overlong UTF-8 slash', raw: '%C0%AF' },
  { label: 'a byte that is never UTF-8', raw: '%FF' },
  ...edgeTexts.slice(2).map(({ label, value }) => ({ label, raw: queryEncoded(value as string) })),
];

/** The query values one parameter is given: every extreme, and a seeded few of the others. */
export const hostileQueryValuesFor = (random: Random) => [
  ...queryExtremes,
  ...random.shuffle(otherQueryValues).slice(0, 4),
];
