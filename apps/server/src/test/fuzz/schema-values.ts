import { z } from 'zod';
import type { Random } from './seeded-random.ts';

/** The part of JSON Schema that zod 4 writes for the calls' request schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
};

/**
 * What a client may send for a schema, as zod 4 itself describes it (the input side: before
 * transforms and defaults). Checks JSON Schema cannot express (refinements, transforms) are left
 * out; the schema is asked directly whether a value passes them.
 */
export const inputShape = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export type Property = { name: string; node: JsonSchema; required: boolean };

export const propertiesOf = (shape: JsonSchema): Property[] =>
  Object.entries(shape.properties ?? {}).map(([name, node]) => ({
    name,
    node,
    required: shape.required?.includes(name) ?? false,
  }));

/** Plausible texts of this API (names, codes, passwords, paths); the server's own are added per run. */
export const plausibleTexts = [
  'Lagos',
  'Ikeja',
  'Port Harcourt',
  'Fuzzland',
  'ZZ',
  'ZZZ',
  'QX',
  'QXZ',
  '123456',
  '1234567',
  'Str0ng!Passw0rd',
  'Fuzz3d!Passw0rd',
  '0803 123 4567',
  '+2348031234567',
  'fuzz@example.ng',
  'new.rider@example.ng',
  'fuzz',
  'blog',
  'blog/2024',
  'Fuzz folder',
  'photo.png',
  'notes.pdf',
  '/uploads/fuzz/photo.png',
  '0',
  '1',
  '20',
  '',
];

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const WORD = `${UPPER}${UPPER.toLowerCase()}${DIGITS}_`;

function expandClass(body: string) {
  let chars = '';
  for (let index = 0; index < body.length; index++) {
    if (body[index] === '\\') {
      const escaped = body[index + 1] ?? '';
      chars += escaped === 'd' ? DIGITS : escaped === 'w' ? WORD : escaped;
      index++;
    } else if (body[index + 1] === '-' && body[index + 2] !== undefined) {
      for (let code = body.charCodeAt(index); code <= body.charCodeAt(index + 2); code++) {
        chars += String.fromCharCode(code);
      }
      index += 2;
    } else {
      chars += body[index];
    }
  }
  return chars;
}

/**
 * A text matching a simple pattern (literals, \d, \w, [classes], {n,m} ? + *), or undefined for a
 * pattern this small generator does not understand (groups, alternatives, negated classes).
 */
export function textMatching(pattern: string, random: Random): string | undefined {
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let text = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    let chars: string;
    if (char === '\\') {
      const escaped = source[index + 1] ?? '';
      chars = escaped === 'd' ? DIGITS : escaped === 'w' ? WORD : escaped === 's' ? ' ' : escaped;
      index += 2;
    } else if (char === '[') {
      const end = source.indexOf(']', index);
      const body = source.slice(index + 1, end);
      if (end < 0 || body.startsWith('^')) return undefined;
      chars = expandClass(body);
      index = end + 1;
    } else if ('()|.^$'.includes(char)) {
      return undefined;
    } else {
      chars = char;
      index++;
    }
    let [min, max] = [1, 1];
    const quantifier = source.slice(index).match(/^(?:\{(\d+)(,(\d*))?\}|\?|\+|\*)/);
    if (quantifier) {
      index += quantifier[0].length;
      if (quantifier[0] === '?') [min, max] = [0, 1];
      else if (quantifier[0] === '+') [min, max] = [1, 4];
      else if (quantifier[0] === '*') [min, max] = [0, 4];
      else {
        min = Number(quantifier[1]);
        max = quantifier[2] === undefined ? min : quantifier[3] ? Number(quantifier[3]) : min + 4;
      }
    }
    for (let count = random.int(min, max); count > 0; count--) text += random.pick([...chars]);
  }
  return text;
}

/** A candidate for one property: a value, or "the same as another property" (a confirmation). */
type Candidate = { value: unknown } | { sameAs: string };

function candidatesFor(node: JsonSchema, random: Random, texts: readonly string[]): Candidate[] {
  if ('const' in node) return [{ value: node.const }];
  if (node.enum) return random.shuffle(node.enum).map((value) => ({ value }));
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return alternatives.flatMap((option) => candidatesFor(option, random, texts));
  const types = node.type === undefined ? ['string', 'integer', 'boolean'] : [node.type].flat();
  return random.shuffle(types).flatMap((type): Candidate[] => {
    switch (type) {
      case 'string': {
        const fits = (text: string) =>
          text.length >= (node.minLength ?? 0) &&
          text.length <= (node.maxLength ?? Number.POSITIVE_INFINITY) &&
          (node.pattern === undefined || new RegExp(node.pattern, 'u').test(text));
        const generated = node.pattern
          ? Array.from({ length: 4 }, () => textMatching(node.pattern!, random) ?? '')
          : [];
        return random
          .shuffle([...new Set([...generated, ...texts])].filter(fits))
          .map((value) => ({ value }));
      }
      case 'integer':
      case 'number': {
        const min = Math.max(node.minimum ?? 0, -1e6);
        const max = Math.min(node.maximum ?? 1000, min + 1e9);
        const near = (span: number) => random.int(min, Math.min(max, min + span));
        return random
          .shuffle([near(5), near(20), near(300), near(300), random.int(min, max), min, max])
          .map((value) => ({ value }));
      }
      case 'boolean':
        return random.shuffle([true, false]).map((value) => ({ value }));
      case 'null':
        return [{ value: null }];
      case 'array':
        return [{ value: [] }];
      case 'object':
        return [{ value: {} }];
      default:
        return [{ value: null }];
    }
  });
}

/**
 * A value the schema accepts, or as near to one as a few tries get ("valid-ish"): each property
 * takes plausible candidates from its JSON Schema, and the schema itself (refinements included) says
 * which properties are still wrong; those move on to their next candidate. `toWire` turns the value
 * into what the server will parse (a query string's or a form's texts).
 */
export function validishValue(
  schema: z.ZodType,
  random: Random,
  texts: readonly string[],
  toWire: (value: Record<string, unknown>) => unknown = (value) => value,
): Record<string, unknown> {
  const properties = propertiesOf(inputShape(schema));
  const textual = properties.filter((property) => [property.node.type].flat().includes('string'));
  const candidates = new Map(
    properties.map((property) => {
      const own = candidatesFor(property.node, random, texts);
      const copies = textual
        .filter((other) => other.name !== property.name && textual.includes(property))
        .map((other) => ({ sameAs: other.name }));
      return [property.name, [...own, ...copies]];
    }),
  );
  const chosen = new Map(properties.map((property) => [property.name, 0]));
  const build = () => {
    const value: Record<string, unknown> = {};
    const candidateOf = (name: string) => {
      const list = candidates.get(name)!;
      return list.length > 0 ? list[chosen.get(name)! % list.length] : { value: null };
    };
    for (const { name } of properties) {
      const candidate = candidateOf(name)!;
      if ('value' in candidate) value[name] = candidate.value;
    }
    for (const { name } of properties) {
      const candidate = candidateOf(name)!;
      if ('sameAs' in candidate) value[name] = value[candidate.sameAs];
    }
    return value;
  };
  for (let round = 0; round < 200; round++) {
    const value = build();
    const parsed = schema.safeParse(toWire(value));
    if (parsed.success) return value;
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const movable = [...wrong].filter((name) => chosen.has(name));
    if (movable.length === 0) return value;
    for (const name of movable) chosen.set(name, chosen.get(name)! + 1);
  }
  return build();
}

/** A value's texts as a query string or a form carries them; null and undefined are left out. */
export function asTexts(value: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    texts[name] = typeof item === 'string' ? item : JSON.stringify(item);
  }
  return texts;
}
