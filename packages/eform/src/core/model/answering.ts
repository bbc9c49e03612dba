import { fieldKind } from '../definition/field-type.ts';
import type { Answer } from '../definition/types.ts';
import type { FieldError } from '../rules/error-codes.ts';
import { isAnswerableOption, optionBindings } from '../rules/option-loading.ts';
import { checkAnswer } from '../rules/validate-answer.ts';
import { buildAnswer } from './build-answer.ts';
import { chosenOptionsOf } from './chosen-options.ts';
import { type Entry, patchEntry } from './field-entry.ts';
import { type FieldInput, normaliseInput } from './field-input.ts';
import { type Core, listsDependents, refreshForm, refreshVisibility } from './model-core.ts';
import { stable } from './stable.ts';
import type { AnswerResult, FieldSnapshot } from './types.ts';

/** The Answer of a value, naming options chosen on another page too (chosenOptionsOf). */
export const answerOf = (entry: Entry, value: unknown): Answer | undefined =>
  buildAnswer(entry.field, value, {
    options: [...entry.snapshot.options, ...chosenOptionsOf(entry, value)],
    optionRow: (id) => entry.optionRows.get(id),
  });

export function notifyValues(core: Core) {
  for (const listener of [...core.valueListeners]) listener();
}

/** The extra keys choosing an option writes (OptionRequirement IdPropertyForItem, NamePropertyForItem...). */
const bindingsOf = (entry: Entry, value: unknown): Record<string, unknown> => {
  const requirement = entry.field.OptionRequirement;
  if (!requirement || fieldKind(entry.field.FieldType) !== 'choice' || value === undefined) return {};
  const option = entry.snapshot.options.find((o) => String(o.Id) === String(value));
  return option ? optionBindings(requirement, option, entry.optionRows.get(String(value))) : {};
};

/**
 * Binds a value that passed validation: the field's snapshot, values[MyKey] and the option's extra keys,
 * the fields its choice shows or hides, and (when `propagate`) the onAnswer callback.
 */
export function applyValue(
  core: Core,
  entry: Entry,
  value: unknown,
  change: Partial<FieldSnapshot> & { propagate: boolean },
): Answer | undefined {
  const { propagate, ...patch } = change;
  const previous = entry.snapshot;
  value = stable(previous.value, value);
  const answer = stable(previous.answer, answerOf(entry, value));
  const chosenOptions = chosenOptionsOf(entry, value);
  const input = 'input' in patch ? { input: stable(previous.input, patch.input) } : {};
  patchEntry(entry, {
    ...patch,
    ...input,
    value,
    answer,
    chosenOptions,
    error: undefined,
    errorCode: undefined,
  });
  const bound = {
    ...(entry.field.MyKey !== undefined ? { [entry.field.MyKey]: value } : {}),
    ...bindingsOf(entry, value),
  };
  for (const [key, boundValue] of Object.entries(bound)) core.values.set(key, boundValue);
  notifyValues(core);
  if (listsDependents(entry)) refreshVisibility(core);
  if ('Id' in bound) refreshForm(core);
  if (propagate && answer) core.options.onAnswer?.(answer, { field: entry.field, value });
  return answer;
}

/**
 * spec 000 §5: the input is normalised and, when the field is Required, checked; a failure shows under the
 * field and is not propagated (values and the previous answer stay as they were). Either way the answer
 * replaces a server error the field showed (setServerErrors).
 */
export function answerEntry(
  core: Core,
  entry: Entry,
  input: FieldInput,
  extra: Partial<FieldSnapshot> = {},
): AnswerResult {
  const normalised = normaliseInput(entry.field, input, {
    options: entry.snapshot.options,
    country: entry.snapshot.country ?? '',
  });
  const country = normalised.ok && normalised.country ? { country: normalised.country } : {};
  const refuse = ({ code, message }: FieldError): AnswerResult => {
    patchEntry(entry, {
      ...extra,
      input: stable(entry.snapshot.input, input),
      error: message,
      errorCode: code,
    });
    return { ok: false, error: message, code };
  };
  if (!normalised.ok) return refuse({ code: normalised.code, message: normalised.error });
  const failure = checkAnswer(entry.field, normalised.value);
  if (failure) return refuse(failure);
  return {
    ok: true,
    answer: applyValue(core, entry, normalised.value, { ...extra, ...country, input, propagate: true }),
  };
}

/** A choice input that is a paging or placeholder option records no answer (spec 000 §4). */
export const isPagingInput = (entry: Entry, input: FieldInput) =>
  entry.snapshot.kind === 'choice' &&
  (typeof input === 'string' || typeof input === 'number') &&
  !isAnswerableOption(input);
