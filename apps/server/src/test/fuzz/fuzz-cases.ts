import type { CallDeclaration } from '@wayfare/contracts';
import type { z } from 'zod';
import {
  builtInNames,
  HUGE_TEXT,
  hostileQueryValuesFor,
  hostileSuffixesFor,
  hostileValuesFor,
  NESTING_DEPTH,
  nestedArrays,
  nestedObjects,
  queryEncoded,
} from './hostile-values.ts';
import { asTexts, inputShape, propertiesOf, validishValue } from './schema-values.ts';
import { hash32, type Random, seededRandom } from './seeded-random.ts';

/** Ways of presenting a caller's identity wrongly; each must be answered 401 on a call that needs one. */
export const forgeries = [
  'a token followed by junk',
  'the scheme without a token',
  'another scheme',
  'a token without its scheme',
  'a token with a changed signature',
  'a token signed with another secret',
  'an unsigned token (alg none)',
  'an expired token',
  'a token of another version',
  'a token of an account that does not exist',
] as const;
export type Forgery = (typeof forgeries)[number];

export type FuzzCase = {
  /** What the request does wrong, as a phrase ("Name as a lone surrogate"). */
  label: string;
  /** valid: built to pass the call's schema; hostile: anything else; forged: a bad Authorization header. */
  kind: 'valid' | 'hostile' | 'forged';
  method: string;
  /** The raw query string, without '?'. */
  query: string;
  contentType?: string;
  payload?: string | Buffer;
  forgery?: Forgery;
  /**
   * Whether the call's declared schema accepts the request, when that can be told without the server
   * (a JSON body): a request the contract refuses must be refused.
   */
  contract?: 'accepts' | 'refuses';
};

export type FilePart = { filename: string; type: string; bytes: Buffer };

export type CaseInputs = {
  /** The run's seed; each call derives its own from it and its path. */
  seed: number;
  /** Plausible texts: the static ones and what the server holds now (e-mail addresses, file paths). */
  texts: readonly string[];
  /** Small genuine files, one per valid-ish upload. */
  files: readonly FilePart[];
};

const JSON_TYPE = 'application/json';
const BOUNDARY = '----WayfareFuzzBoundary7MA4YWxk';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const BASES = 3;

/** One object's JSON with one property's value written raw (`{"a":1,"b":[[[]]]}`). */
function jsonWithRaw(value: Record<string, unknown>, name: string, raw: string) {
  const entries = Object.entries(value)
    .filter(([key]) => key !== name)
    .map(([key, item]) => `${JSON.stringify(key)}:${JSON.stringify(item)}`);
  return `{${[...entries, `${JSON.stringify(name)}:${raw}`].join(',')}}`;
}

const without = <T>(value: Record<string, T>, name: string): Record<string, T> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));

/** Whether a JSON body's schema accepts what the server would parse from this body. */
function contractOf(
  schema: z.ZodType,
  contentType: string | undefined,
  payload: string | Buffer | undefined,
) {
  if (contentType === undefined) return payload === undefined ? verdict(schema, undefined) : undefined;
  if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(contentType)) {
    // Not JSON at all: nothing of it can be the call's body.
    return /json/i.test(contentType) ? undefined : 'refuses';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(payload ?? '').replace(/^\ufeff/, ''));
  } catch {
    return 'refuses';
  }
  return verdict(schema, parsed);
}

const verdict = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).success ? ('accepts' as const) : ('refuses' as const);

type Part = { name: string; value: string | Buffer; filename?: string; type?: string; head?: string };

/** A multipart/form-data body written part by part, so it can also be written wrongly. */
export function multipartBody(parts: Part[], { boundary = BOUNDARY, close = true } = {}) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    const head = part.head ?? `Content-Disposition: form-data; name="${part.name}"${file}${type}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Query junk every call gets: built-in names as keys, NUL characters, broken escapes. */
function junkQueries(): { label: string; raw: string }[] {
  return [
    ...builtInNames.map((name) => ({ label: `a query parameter named ${name}`, raw: `${name}=1` })),
    { label: 'a query parameter __proto__[polluted]', raw: '__proto__[polluted]=1' },
    {
      label: 'a query parameter constructor[prototype][polluted]',
      raw: 'constructor[prototype][polluted]=1',
    },
    { label: 'a NUL in a query value', raw: 'a=%00' },
    { label: 'a NUL in a query name', raw: 'a%00b=1' },
    { label: 'a query of broken escapes', raw: '%=%&%zz=%E0%A4%A' },
    { label: 'a query name of 100 kB', raw: `${HUGE_TEXT}=1` },
  ];
}

/** Every request sent to one call: valid-ish ones from its schemas, and each hostile variant of them. */
export function casesFor(call: CallDeclaration, inputs: CaseInputs): FuzzCase[] {
  const random = seededRandom(hash32(`${inputs.seed}:${call.area}/${call.action}`));
  const fork = (): Random => seededRandom(random.int(0, 2 ** 32 - 1));
  const method = call.method;
  const cases: FuzzCase[] = [];

  if (call.body) cases.push(...jsonCases(call.body, method, fork, inputs));
  // A call answering under other methods too (UpdatePackage: PUT and POST) gets its bodies under each.
  if (call.body)
    for (const also of call.alsoMethods ?? []) cases.push(...jsonCases(call.body, also, fork, inputs));
  else if (call.multipart) cases.push(...multipartCases(call.multipart, method, fork, inputs));
  if (call.query) cases.push(...queryCases(call.query, method, fork, inputs));

  // Calls that take neither a query nor a body are still sent the query junk, with nothing else.
  const first = cases.find((item) => item.kind === 'valid') ?? {
    kind: 'valid',
    method,
    query: '',
    label: '',
  };
  if (!call.query && !call.body && !call.multipart) cases.push({ ...first, label: 'no input' });
  const junk = call.query || method === 'GET' ? junkQueries() : junkQueries().slice(0, 8);
  for (const { label, raw } of junk) {
    cases.push({ ...first, kind: 'hostile', label, query: [first.query, raw].filter(Boolean).join('&') });
  }

  const otherMethod = method === 'GET' ? 'POST' : 'GET';
  cases.push({ label: `sent as ${otherMethod}`, kind: 'hostile', method: otherMethod, query: '' });
  cases.push({ label: 'sent as DELETE', kind: 'hostile', method: 'DELETE', query: '' });

  if (call.access.kind !== 'public') {
    for (const forgery of forgeries)
      cases.push({ ...first, kind: 'forged', label: `with ${forgery}`, forgery });
  }
  return cases;
}

function jsonCases(schema: z.ZodType, method: string, fork: () => Random, inputs: CaseInputs): FuzzCase[] {
  const cases: FuzzCase[] = [];
  // contentType null: the request has no Content-Type header.
  const add = (label: string, payload: string | Buffer | undefined, contentType: string | null = JSON_TYPE) =>
    cases.push({
      label,
      kind: 'hostile',
      method,
      query: '',
      contentType: contentType ?? undefined,
      payload,
      contract: contractOf(schema, contentType ?? undefined, payload),
    });
  const bases = Array.from({ length: BASES }, () => validishValue(schema, fork(), inputs.texts));
  for (const [index, base] of bases.entries()) {
    add(`a valid-ish body (${index + 1} of ${BASES})`, JSON.stringify(base));
    cases[cases.length - 1]!.kind = 'valid';
  }
  const base = bases[0]!;
  const text = JSON.stringify(base);

  for (const { name } of propertiesOf(inputShape(schema))) {
    const random = fork();
    for (const hostile of hostileValuesFor(random)) {
      add(`${name} as ${hostile.label}`, JSON.stringify({ ...base, [name]: hostile.value }));
    }
    if (typeof base[name] === 'string') {
      for (const suffix of hostileSuffixesFor(random)) {
        add(
          `${name} ending in ${suffix.label}`,
          JSON.stringify({ ...base, [name]: base[name] + String(suffix.value) }),
        );
      }
    }
    add(`${name} left out`, JSON.stringify(without(base, name)));
    add(`${name} as ${NESTING_DEPTH} nested arrays`, jsonWithRaw(base, name, nestedArrays()));
    add(`${name} as ${NESTING_DEPTH} nested objects`, jsonWithRaw(base, name, nestedObjects()));
    add(
      `${name} given twice`,
      `${text.slice(0, -1)}${text === '{}' ? '' : ','}${JSON.stringify(name)}:12345}`,
    );
  }

  for (const [index, name] of builtInNames.entries()) {
    const [holding, raw] = index % 2 === 0 ? ['an object', '{"polluted":true}'] : ['text', '"polluted"'];
    add(`an extra property named ${name} holding ${holding}`, jsonWithRaw(base, name, raw));
  }
  add('the body inside __proto__', `{"__proto__":${text}}`);
  add('a property the call does not have', JSON.stringify({ ...base, IsAdmin: true }));
  add('a property name of 10 kB', jsonWithRaw(base, 'k'.repeat(10_000), '1'));
  add(
    '10 000 properties',
    JSON.stringify({
      ...base,
      ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`p${i}`, i])),
    }),
  );
  add('a body of 1.1 MB', JSON.stringify({ ...base, Padding: 'x'.repeat(1_100_000) }));

  add('no body and no content type', undefined, null);
  add('an empty body', '');
  for (const raw of ['null', '[]', '"text"', '42']) add(`the body ${raw}`, raw);
  add('plain words', 'hello');
  add('garbage after the JSON', `${text}x`);
  add('the JSON cut in half', text.slice(0, Math.ceil(text.length / 2)));
  add('single quotes and a trailing comma', "{'a':1,}");
  add('a byte-order mark before the JSON', `\ufeff${text}`);
  add(
    'bytes that are not UTF-8',
    Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  );
  add(`${NESTING_DEPTH} nested arrays`, nestedArrays());
  add(`${NESTING_DEPTH} nested objects`, nestedObjects());
  add(`${NESTING_DEPTH} unclosed arrays`, '['.repeat(NESTING_DEPTH));

  add('the JSON as text/plain', text, 'text/plain');
  add('a form-encoded body', 'EmailAddress=a%40b.ng&Id=1', 'application/x-www-form-urlencoded');
  add('an XML body', '<?xml version="1.0"?><a>1</a>', 'application/xml');
  add('the JSON as multipart', text, MULTIPART_TYPE);
  add('the JSON with no content type', text, null);
  add('the JSON as UTF-16', text, 'application/json; charset=utf-16');
  add('a content type of 10 kB', text, `application/json; x=${'y'.repeat(10_000)}`);
  return cases;
}

function queryCases(schema: z.ZodType, method: string, fork: () => Random, inputs: CaseInputs): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const encode = (texts: Record<string, string>) =>
    Object.entries(texts)
      .map(([name, value]) => `${encodeURIComponent(name)}=${queryEncoded(value)}`)
      .join('&');
  const add = (label: string, query: string, kind: FuzzCase['kind'] = 'hostile') =>
    cases.push({ label, kind, method, query });
  const bases = Array.from({ length: BASES }, () =>
    asTexts(validishValue(schema, fork(), inputs.texts, asTexts)),
  );
  for (const [index, base] of bases.entries())
    add(`a valid-ish query (${index + 1} of ${BASES})`, encode(base), 'valid');
  add('no query', '');
  const base = bases[0]!;
  for (const { name } of propertiesOf(inputShape(schema))) {
    const random = fork();
    const rest = encode(without(base, name));
    const withRaw = (raw: string) => [rest, raw].filter(Boolean).join('&');
    for (const hostile of hostileQueryValuesFor(random)) {
      add(`${name} as ${hostile.label}`, withRaw(`${name}=${hostile.raw}`));
    }
    const value = queryEncoded(base[name] ?? '1');
    for (const suffix of hostileSuffixesFor(random)) {
      add(
        `${name} ending in ${suffix.label}`,
        withRaw(`${name}=${value}${queryEncoded(String(suffix.value))}`),
      );
    }
    add(`${name} given twice`, withRaw(`${name}=${value}&${name}=${value}`));
    add(`${name} as an array`, withRaw(`${name}[]=${value}&${name}[]=2`));
    add(`${name} as an object`, withRaw(`${name}[a]=${value}`));
    add(`${name} without a value`, withRaw(name));
    add(`${name} left out`, rest);
  }
  return cases;
}

function multipartCases(
  schema: z.ZodType,
  method: string,
  fork: () => Random,
  inputs: CaseInputs,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  // contentType null: the request has no Content-Type header.
  const add = (
    label: string,
    payload: Buffer | string | undefined,
    contentType: string | null = MULTIPART_TYPE,
  ) =>
    cases.push({ label, kind: 'hostile', method, query: '', contentType: contentType ?? undefined, payload });
  const fieldParts = (fields: Record<string, string>): Part[] =>
    Object.entries(fields).map(([name, value]) => ({ name, value }));
  const fileParts = (file: FilePart, name = 'File'): Part[] => [
    { name, value: file.bytes, filename: file.filename, type: file.type },
  ];
  const bases = Array.from({ length: BASES }, () =>
    asTexts(validishValue(schema, fork(), inputs.texts, asTexts)),
  );
  for (const [index, fields] of bases.entries()) {
    const file = inputs.files[index % inputs.files.length]!;
    add(
      `a valid-ish form with ${file.filename} (${index + 1} of ${BASES})`,
      multipartBody([...fieldParts(fields), ...fileParts(file)]),
    );
    cases[cases.length - 1]!.kind = 'valid';
  }
  const fields = bases[0]!;
  const file = inputs.files[0]!;
  const form = (changed: Record<string, string>, parts = fileParts(file)) =>
    multipartBody([...fieldParts(changed), ...parts]);

  for (const { name } of propertiesOf(inputShape(schema))) {
    const random = fork();
    for (const hostile of hostileValuesFor(random)) {
      if (hostile.value === null) continue;
      const value = typeof hostile.value === 'string' ? hostile.value : JSON.stringify(hostile.value);
      add(`${name} as ${hostile.label}`, form({ ...fields, [name]: value }));
    }
    for (const suffix of hostileSuffixesFor(random)) {
      add(
        `${name} ending in ${suffix.label}`,
        form({ ...fields, [name]: (fields[name] ?? '') + String(suffix.value) }),
      );
    }
    add(`${name} left out`, form(without(fields, name)));
    add(
      `${name} given twice`,
      multipartBody([...fieldParts(fields), { name, value: '1' }, ...fileParts(file)]),
    );
    add(
      `${name} sent as a file`,
      form(without(fields, name), [
        ...fileParts(file),
        { name, value: 'text', filename: 'field.txt', type: 'text/plain' },
      ]),
    );
  }
  for (const name of builtInNames) {
    add(
      `a field named ${name}`,
      multipartBody([...fieldParts(fields), { name, value: 'polluted' }, ...fileParts(file)]),
    );
    add(`the file under the name ${name}`, form(fields, fileParts(file, name)));
  }
  add('a field the call does not have', form({ ...fields, IsAdmin: 'true' }));
  add('no File', form(fields, []));
  add('two Files', form(fields, [...fileParts(file), ...fileParts(inputs.files[1] ?? file)]));
  add('the File under another name', form(fields, fileParts(file, 'Photo')));
  add('the File as a text field', form({ ...fields, File: 'not a file' }, []));
  add('an empty File', form(fields, [{ name: 'File', value: '', filename: file.filename, type: file.type }]));
  add('a File without a file name', form(fields, [{ ...fileParts(file)[0]!, filename: '' }]));
  for (const filename of [
    '../../../evil.png',
    'a\u0000.png',
    '\u202egnp.exe',
    `${'x'.repeat(10_000)}.png`,
    '💥.png',
    'C:\\evil.png',
  ]) {
    add(
      `a File named ${JSON.stringify(filename.slice(0, 30))}`,
      form(fields, [{ ...fileParts(file)[0]!, filename }]),
    );
  }
  add('a File whose type lies', form(fields, [{ ...fileParts(file)[0]!, type: 'application/pdf' }]));
  add(
    'a part without headers',
    multipartBody([...fieldParts(fields), { name: '', value: 'x', head: '' }, ...fileParts(file)]),
  );
  add(
    'a part without a name',
    multipartBody([
      ...fieldParts(fields),
      { name: '', value: 'x', head: 'Content-Disposition: form-data' },
      ...fileParts(file),
    ]),
  );
  add(
    '100 fields',
    multipartBody([
      ...Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      ...fileParts(file),
    ]),
  );

  const whole = form(fields);
  add('no boundary', whole, 'multipart/form-data');
  add('a boundary that is not in the body', whole, 'multipart/form-data; boundary=somethingelse');
  add(
    'a boundary of 200 characters',
    multipartBody(fieldParts(fields), { boundary: 'b'.repeat(200) }),
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
  );
  add('the body cut in half', whole.subarray(0, Math.floor(whole.length / 2)));
  add('the body cut inside the File', whole.subarray(0, whole.length - 40));
  add('no closing boundary', multipartBody([...fieldParts(fields), ...fileParts(file)], { close: false }));
  add('only the closing boundary', `--${BOUNDARY}--\r\n`);
  add('an empty body', '');
  add('no body and no content type', undefined, null);
  add('garbage instead of parts', 'hello, this is not a form');
  add('multipart/mixed', whole, `multipart/mixed; boundary=${BOUNDARY}`);
  add('not multipart: JSON', JSON.stringify(fields), JSON_TYPE);
  add('not multipart: text', 'File=hello', 'text/plain');
  add('not multipart: a form-encoded body', 'Folder=a&File=b', 'application/x-www-form-urlencoded');
  add('not multipart: no content type', whole, null);
  return cases;
}
