import { z } from 'zod';

/**
 * What a call's body schema says of one property, in the terms of a field definition. A limit the schema
 * does not state is left out (undefined), so the definition's own value stays.
 */
export type PropertyLimits = {
  /** true: a value must be given; false: the property may be left out (or null); undefined: not said. */
  required?: boolean;
  /** Only above 1: a minimum of 1 is the required rule's "non-empty", not a length. */
  minLength?: number;
  maxLength?: number;
  minNumber?: number;
  maxNumber?: number;
  /** An array of objects: the limits of its items' properties (repeatable groups). */
  items?: SchemaLimits;
};
export type SchemaLimits = Readonly<Record<string, PropertyLimits>>;

type Json = { [key: string]: unknown };
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The input side: what a client sends, through preprocess, pipe and transform wrappers. */
const toJson = (schema: z.ZodType): Json | undefined => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return undefined; // e.g. two schemas sharing a meta id
  }
};

/** Follows a local $ref ('#' or '#/$defs/Name'); a node without one is returned as it is. */
function resolve(node: unknown, root: Json, depth = 0): Json {
  if (!isJson(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string' || depth > 8) return node;
  if (ref === '#') return root;
  const name = ref.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : undefined;
  const defs = isJson(root.$defs) ? root.$defs : {};
  return name !== undefined ? resolve(defs[name], root, depth + 1) : {};
}

const typesOf = (node: Json): string[] | undefined =>
  typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.map(String) : undefined;

/** The alternatives a value may match (anyOf/oneOf), each resolved; a plain node is its own alternative. */
const branchesOf = (node: Json, root: Json): Json[] => {
  const list = node.anyOf ?? node.oneOf;
  return Array.isArray(list) ? list.map((branch) => resolve(branch, root)) : [node];
};

const acceptsNull = (branch: Json) => typesOf(branch)?.includes('null') ?? false;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
/** ±2^53-1 is what zod writes for a plain .int(): no limit a person would meet. */
const meaningful = (n: number) => Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER;

/** The loosest bound over the alternatives of one type (any untyped alternative means no bound). */
function bounds(
  branches: Json[],
  types: string[],
  read: (branch: Json, integer: boolean) => [number, number],
) {
  const typed = branches.map((branch) => ({ branch, types: typesOf(branch) }));
  const mine = typed.filter(
    ({ types: own }) => own === undefined || own.some((type) => types.includes(type)),
  );
  if (mine.length === 0 || mine.some(({ types: own }) => own === undefined)) return {};
  const pairs = mine.map(({ branch, types: own }) =>
    read(branch, !!own?.every((type) => type === 'integer')),
  );
  const min = Math.min(...pairs.map(([low]) => low));
  const max = Math.max(...pairs.map(([, high]) => high));
  return { min: meaningful(min) ? min : undefined, max: meaningful(max) ? max : undefined };
}

/** A literal or an enumeration is its own limit: z.literal('') alongside a text allows the empty text only. */
const constants = (branch: Json): unknown[] | undefined =>
  'const' in branch ? [branch.const] : Array.isArray(branch.enum) ? branch.enum : undefined;

function lengthOf(branch: Json): [number, number] {
  const fixed = constants(branch)?.map((value) => String(value).length);
  if (fixed?.length) return [Math.min(...fixed), Math.max(...fixed)];
  return [numberOr(branch.minLength, 0), numberOr(branch.maxLength, Number.POSITIVE_INFINITY)];
}

/** An exclusive bound of an integer is the next integer in; of a decimal, it cannot be held as inclusive. */
function rangeOf(branch: Json, integer: boolean): [number, number] {
  const fixed = constants(branch)?.map(Number);
  if (fixed?.length) return [Math.min(...fixed), Math.max(...fixed)];
  const low = numberOr(branch.minimum, Number.NEGATIVE_INFINITY);
  const high = numberOr(branch.maximum, Number.POSITIVE_INFINITY);
  const { exclusiveMinimum: lowOut, exclusiveMaximum: highOut } = branch;
  return [
    typeof lowOut === 'number' && integer ? Math.max(low, Math.floor(lowOut) + 1) : low,
    typeof highOut === 'number' && integer ? Math.min(high, Math.ceil(highOut) - 1) : high,
  ];
}

/**
 * Whether a value must be given. A required boolean is not "Required" (the model would demand true) unless it
 * must be true (z.literal(true): a box to tick), nor is a required array that may be empty (the model would
 * demand an item): for those the schema says nothing.
 */
function requiredOf(listed: boolean, values: Json[], nullable: boolean): boolean | undefined {
  if (!listed || nullable) return false;
  const types = values.map(typesOf);
  if (types.length > 0 && types.every((t) => t?.length === 1 && t[0] === 'boolean'))
    return values.every((branch) => branch.const === true) ? true : undefined;
  if (types.every((t) => t?.length === 1 && t[0] === 'array'))
    return values.every((branch) => numberOr(branch.minItems, 0) >= 1) ? true : undefined;
  return true;
}

function propertyLimits(node: unknown, listed: boolean, root: Json): PropertyLimits {
  const branches = branchesOf(resolve(node, root), root);
  const values = branches.filter((branch) => !(typesOf(branch)?.length === 1 && acceptsNull(branch)));
  const length = bounds(values, ['string'], lengthOf);
  const range = bounds(values, ['number', 'integer'], rangeOf);
  const only = values.length === 1 ? values[0] : undefined;
  const items =
    only && typesOf(only)?.[0] === 'array' ? objectLimits(resolve(only.items, root), root) : undefined;
  const limits: PropertyLimits = {
    required: requiredOf(listed, values, branches.some(acceptsNull)),
    minLength: length.min !== undefined && length.min > 1 ? length.min : undefined,
    maxLength: length.max,
    minNumber: range.min,
    maxNumber: range.max,
    items: items && Object.keys(items).length > 0 ? items : undefined,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** The limits of each property of an object node (also through an anyOf of one object and null). */
function objectLimits(node: Json, root: Json): SchemaLimits {
  const object = branchesOf(node, root).find((branch) => isJson(branch.properties));
  if (!object) return {};
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  const properties = object.properties as Json;
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      propertyLimits(property, required.has(key), root),
    ]),
  );
}

/** When the whole schema cannot be described: each property of an object schema alone, else its optionality. */
function limitsByProperty(schema: z.ZodType): SchemaLimits {
  if (!(schema instanceof z.ZodObject)) return {};
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, property]) => {
      const json = toJson(z.object({ [key]: property }));
      if (json) return [key, objectLimits(json, json)[key] ?? {}];
      // Nothing but optionality can be read; one that takes false may be a boolean, which says nothing.
      const optional = property.safeParse(undefined).success;
      return [
        key,
        optional ? { required: false } : property.safeParse(false).success ? {} : { required: true },
      ];
    }),
  );
}

/**
 * The limits a call's body schema sets on each of its properties, read through zod 4's JSON Schema of the
 * input (so preprocess, pipe, transform and refine wrappers are seen through).
 */
export function schemaLimits(schema: z.ZodType): SchemaLimits {
  const json = toJson(schema);
  return json ? objectLimits(json, json) : limitsByProperty(schema);
}

/** The property names of a call's body schema: pick the body out of a form's values without a key list. */
export function schemaKeys(schema: z.ZodType): string[] {
  return Object.keys(schemaLimits(schema));
}
