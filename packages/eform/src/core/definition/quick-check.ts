import type { z } from 'zod';
import { fieldSchema, formShape, groupSchema } from './schema.ts';
import { checkFormReferences } from './schema-references.ts';
import type { Form } from './types.ts';

/**
 * Whether a definition passes formSchema, found by checking the properties each object has rather than
 * every property it may have. A field may have some 80 and usually has 6; zod's strict object runs all 80
 * for each field, which made checking a 300-field form cost as much as drawing a tenth of it. Each
 * property goes through the schema's own check for it, so this accepts only what formSchema accepts
 * (quick-check.test.ts tries both on generated definitions); when it says no, validateDefinition asks
 * formSchema, which says what is wrong.
 */
export function passesQuickCheck(definition: unknown): definition is Form {
  return isFormObject(definition) && checkFormReferences(definition as Form).length === 0;
}

type Shape = Record<string, z.ZodType>;
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const arrayOf = (check: Check) => (value: unknown) => Array.isArray(value) && value.every(check);

/** A strict object checked property by property: `nested` checks replace the schema's for those keys. */
function strictObject(shape: Shape, nested: Record<string, Check>): Check {
  // The properties whose schema refuses undefined: those an object must have.
  const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
  return (value) => {
    if (!isRecord(value)) return false;
    // for…in, as zod's strict check: an inherited enumerable property is an unknown one too.
    for (const key in value) {
      if (!Object.hasOwn(shape, key)) return false;
      const property = value[key];
      const check = nested[key];
      if (check ? property !== undefined && !check(property) : !shape[key]!.safeParse(property).success)
        return false;
    }
    return required.every((key) => value[key] !== undefined);
  };
}

const isField = strictObject(fieldSchema.shape as Shape, { Eform: (value) => passesQuickCheck(value) });
const isGroup = strictObject(groupSchema.shape as Shape, { Fields: arrayOf(isField) });
const isFormObject = strictObject(formShape as Shape, { GroupFields: arrayOf(isGroup) });
