import type { FormValues } from '../definition/types.ts';
import type { FieldError } from '../rules/error-codes.ts';
import { checkAnswer, requiredMessage } from '../rules/validate-answer.ts';
import { answerOf } from './answering.ts';
import { chosenOptionsOf } from './chosen-options.ts';
import { type Entry, patchEntry } from './field-entry.ts';
import { isAnswerable, normaliseInput } from './field-input.ts';
import { isOnPage } from './form-state.ts';
import { loadFieldValue } from './load-value.ts';
import { type Core, refreshForm, refreshVisibility } from './model-core.ts';
import type { Repeatables } from './repeatable-controller.ts';
import type { ValidationResult } from './types.ts';

/** The rule a field's current input fails (spec 000 §5), or undefined. */
function errorOf(entry: Entry): FieldError | undefined {
  const { field, input, value, options, country } = entry.snapshot;
  // An imported CSV is held as rows, not as an input.
  if (field.CSVToArrayHeader) return checkAnswer(field, value);
  const normalised = normaliseInput(field, input, { options, country: country ?? '' });
  return normalised.ok
    ? checkAnswer(field, normalised.value)
    : { code: normalised.code, message: normalised.error };
}

/**
 * Checks every field on the page (hidden dependent fields and width-0 fields are not checked) and every item
 * of its repeatable groups; shows each message under its field. Item errors are keyed
 * '{fieldKey}.{itemIndex}.{itemFieldKey}'. A server error stays shown on a field that passes its rules, and
 * is not counted: the client cannot judge it again, and it must not stop the form being sent again.
 */
export function validateEntries(core: Core, repeatables: Repeatables): ValidationResult {
  const errors: Record<string, string> = {};
  for (const entry of core.ordered) {
    if (!isOnPage(entry)) continue;
    let error: FieldError | undefined;
    if (entry.snapshot.kind === 'repeatable') {
      const models = repeatables.models(entry);
      if (entry.field.Required && models.length === 0)
        error = { code: 'required', message: requiredMessage(entry.field) };
      models.forEach((model, index) => {
        for (const [key, message] of Object.entries(model.validate().errors))
          errors[`${entry.key}.${index}.${key}`] = message;
      });
    } else if (isAnswerable(entry.field)) error = errorOf(entry);
    if (error) {
      patchEntry(entry, { error: error.message, errorCode: error.code });
      errors[entry.key] = error.message;
    } else if (entry.snapshot.errorCode !== 'server')
      patchEntry(entry, { error: undefined, errorCode: undefined });
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Replaces some of the edited object's values; fields bound to them show the new values (loaded, not answered). */
export function reloadBoundFields(core: Core, repeatables: Repeatables, values: FormValues) {
  for (const [key, value] of Object.entries(values)) core.values.set(key, value);
  for (const entry of core.ordered) {
    const { MyKey } = entry.field;
    if (MyKey === undefined || !(MyKey in values)) continue;
    if (entry.snapshot.kind === 'repeatable') {
      repeatables.init(entry);
      continue;
    }
    const loaded = loadFieldValue(entry.field, values[MyKey], entry.snapshot.options);
    core.values.set(MyKey, loaded.value);
    patchEntry(entry, {
      input: loaded.input,
      value: loaded.value,
      answer: answerOf(entry, loaded.value),
      chosenOptions: chosenOptionsOf(entry, loaded.value),
      error: undefined,
      errorCode: undefined,
      country: loaded.country ?? entry.snapshot.country,
    });
  }
  refreshVisibility(core);
  refreshForm(core);
}
