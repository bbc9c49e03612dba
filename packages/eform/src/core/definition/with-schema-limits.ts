import type { z } from 'zod';
import { type FieldKind, fieldKind } from './field-type.ts';
import { type PropertyLimits, type SchemaLimits, schemaLimits } from './schema-limits.ts';
import type { Field, Form } from './types.ts';

const lengthKinds = new Set<FieldKind>(['text', 'password', 'email']);
const numberKinds = new Set<FieldKind>(['number', 'numbers']);

/** A property by a field's MyKey: exactly, else ignoring case (the wire matches names case-insensitively). */
function propertyOf(limits: SchemaLimits, key: string | undefined): PropertyLimits | undefined {
  if (key === undefined) return undefined;
  if (Object.hasOwn(limits, key)) return limits[key];
  const lower = key.toLowerCase();
  const found = Object.keys(limits).find((name) => name.toLowerCase() === lower);
  return found === undefined ? undefined : limits[found];
}

/** The schema's value where it states one, else the definition's. */
const either = <T>(fromSchema: T | undefined, own: T | undefined) =>
  fromSchema !== undefined ? fromSchema : own;

function limitField(field: Field, limits: SchemaLimits): Field {
  const property = propertyOf(limits, field.MyKey);
  const kind = fieldKind(field.FieldType);
  if (!property || kind === 'label') return field;
  const limited: Field = { ...field, Required: either(property.required, field.Required) };
  if (lengthKinds.has(kind)) {
    limited.MinLength = either(property.minLength, field.MinLength);
    limited.MaxLength = either(property.maxLength, field.MaxLength);
  }
  if (numberKinds.has(kind)) {
    limited.MinNumber = either(property.minNumber, field.MinNumber);
    limited.MaxNumber = either(property.maxNumber, field.MaxNumber);
  }
  if (kind === 'repeatable' && field.Eform && property.items)
    limited.Eform = limitForm(field.Eform, property.items);
  // Keep the key set as it was: a definition is checked for unknown and unexpected properties.
  for (const name of Object.keys(limited) as (keyof Field)[])
    if (limited[name] === undefined && !(name in field)) delete limited[name];
  return limited;
}

const limitForm = (form: Form, limits: SchemaLimits): Form => ({
  ...form,
  GroupFields: form.GroupFields.map((group) => ({
    ...group,
    Fields: group.Fields.map((field) => limitField(field, limits)),
  })),
});

/**
 * One source of truth for a form's limits: the call's body schema. Each field bound by MyKey to a property
 * of the schema gets Required (the property may not be left out), MinLength and MaxLength (text, password
 * and e-mail fields) and MinNumber and MaxNumber (number fields) from it; a repeatable group's item fields
 * get those of the array's items. The schema's word wins; the definition's value stays where the schema
 * says nothing, and its texts (FieldName, ErrorMessage, PlaceHolder...) always stay. Returns a new definition.
 */
export const withSchemaLimits = (form: Form, schema: z.ZodType): Form =>
  limitForm(form, schemaLimits(schema));
