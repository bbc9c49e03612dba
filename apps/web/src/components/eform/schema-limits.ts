import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { z } from 'zod';

// Stand-in for the form engine core's withSchemaLimits and schemaKeys (branch eform), until they land.

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/** The properties a call's body takes, e.g. ['Id', 'Name', 'CountryId'], so a form sends only those. */
export const schemaKeys = (schema: z.ZodType): string[] => Object.keys(shapeOf(schema));

/** The schema that checks a value, through optional, nullable and default, and a preprocess's target. */
function checkedSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return checkedSchema(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) {
    // z.preprocess(fn, target) is a pipe into its target; schema.transform(fn) a pipe out of its source.
    const { in: source, out: target } = schema;
    return checkedSchema((target instanceof z.ZodTransform ? source : target) as z.ZodType);
  }
  return schema;
}

/** The limits the server holds a property to, as the engine's field properties (spec 000 §5). */
function limitsOf(field: Field, schema: z.ZodType): Partial<Field> {
  const limits: Partial<Field> = { Required: !schema.safeParse(undefined).success };
  const checked = checkedSchema(schema);
  if (checked instanceof z.ZodString) {
    if (checked.maxLength !== null)
      Object.assign(limits, { MaxLength: checked.maxLength, Maxlength: checked.maxLength });
    // A minimum of 1 is what Required already asks ('Enter {field}'), not a length rule.
    if ((checked.minLength ?? 0) > 1) limits.MinLength = checked.minLength ?? undefined;
  }
  if (checked instanceof z.ZodNumber && field.FieldType === FieldType.NumberTextBox) {
    if (checked.minValue !== null && Number.isFinite(checked.minValue)) limits.MinNumber = checked.minValue;
    if (checked.maxValue !== null && Number.isFinite(checked.maxValue)) limits.MaxNumber = checked.maxValue;
  }
  return limits;
}

/**
 * The form with each field's Required flag and length (or number) limits read from the call's body
 * schema, matched by MyKey: the server's rules are written once, in packages/contracts, and the form
 * asks for them in the spec's words before anything is sent.
 */
export function withSchemaLimits(form: Form, bodySchema: z.ZodType): Form {
  const shape = shapeOf(bodySchema);
  return {
    ...form,
    GroupFields: form.GroupFields.map((group) => ({
      ...group,
      Fields: group.Fields.map((field) => {
        const schema = field.MyKey === undefined ? undefined : shape[field.MyKey];
        return schema ? { ...field, ...limitsOf(field, schema) } : field;
      }),
    })),
  };
}
