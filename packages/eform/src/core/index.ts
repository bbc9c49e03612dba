// The form engine's core (spec 000 §2.4, §3.1, §4, §5): no React, no DOM.

export * from './definition/field-type.ts';
export {
  fieldOptionSchema,
  fieldSchema,
  formSchema,
  groupSchema,
  optionRequirementSchema,
} from './definition/schema.ts';
export * from './definition/schema-limits.ts';
export { dependentKeyOf } from './definition/schema-references.ts';
export type * from './definition/types.ts';
export * from './definition/validate-definition.ts';
export * from './definition/with-schema-limits.ts';
export { buildAnswer } from './model/build-answer.ts';
export { createFormModel } from './model/create-form-model.ts';
export { fieldKeyOf } from './model/field-entry.ts';
export type { FieldInput } from './model/field-input.ts';
export { normaliseInput } from './model/field-input.ts';
export { loadFieldValue } from './model/load-value.ts';
export type * from './model/types.ts';
export * from './rules/csv-import.ts';
export * from './rules/dependent-fields.ts';
export * from './rules/error-codes.ts';
export * from './rules/layout.ts';
export * from './rules/list-field.ts';
export * from './rules/navigation.ts';
export * from './rules/normalise.ts';
export * from './rules/option-cache.ts';
export * from './rules/option-loading.ts';
export * from './rules/phone.ts';
export * from './rules/repeatable-items.ts';
export * from './rules/save-mode.ts';
export * from './rules/validate-answer.ts';

export * from './upload/upload-service.ts';
