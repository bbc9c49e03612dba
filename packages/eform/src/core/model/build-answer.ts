import { fieldKind } from '../definition/field-type.ts';
import type { Answer, Field, FieldOption, Identifier } from '../definition/types.ts';
import { joinCheckBoxAnswers, singleCheckBoxResponse } from '../rules/normalise.ts';
import { additionalValue } from '../rules/option-loading.ts';

export type AnswerContext = { options: readonly FieldOption[]; optionRow?: (optionId: string) => unknown };

const nameOf = (options: readonly FieldOption[], id: unknown) =>
  options.find((option) => String(option.Id) === String(id))?.OptionName ?? String(id);

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The Answer (spec 000 §3.1) of a field's bound value: UserResponse always as text; numbers also in
 * UserResponseInNum; the single check box 'true'/'false' and UserResponseInBool; a chosen option's id in
 * EformFieldOptionId and name in UserResponse; check box names joined with ', ' and their ids in
 * UserResponseOptions (lists, files and number boxes likewise). undefined for labels and repeatable groups.
 */
export function buildAnswer(field: Field, value: unknown, context: AnswerContext): Answer | undefined {
  const base = { FieldId: field.Id, FieldTypeId: field.FieldType };
  switch (fieldKind(field.FieldType)) {
    case 'label':
    case 'repeatable':
      return undefined;
    case 'number':
    case 'range':
    case 'rating':
      return typeof value === 'number'
        ? { ...base, UserResponse: String(value), UserResponseInNum: value }
        : { ...base, UserResponse: '' };
    case 'boolean': {
      const checked = value === true;
      return { ...base, UserResponse: singleCheckBoxResponse(checked), UserResponseInBool: checked };
    }
    case 'choice': {
      if (value === undefined) return { ...base, UserResponse: '' };
      const additional = additionalValue(field.OptionRequirement ?? {}, context.optionRow?.(String(value)));
      return {
        ...base,
        UserResponse: nameOf(context.options, value),
        EformFieldOptionId: value as Identifier,
        ...(additional !== undefined ? { AdditionalFieldValue: String(additional) } : {}),
      };
    }
    case 'multiChoice': {
      const ids = list(value);
      return {
        ...base,
        UserResponse: joinCheckBoxAnswers(ids.map((id) => nameOf(context.options, id))),
        UserResponseOptions: ids,
      };
    }
    case 'list':
    case 'files':
    case 'numbers': {
      const items = list(value);
      return { ...base, UserResponse: joinCheckBoxAnswers(items), UserResponseOptions: items };
    }
    default:
      return {
        ...base,
        UserResponse: typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value),
      };
  }
}
