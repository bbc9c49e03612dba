import type { Form, FormValues, Identifier } from '../definition/types.ts';
import { assertDefinition } from '../definition/validate-definition.ts';
import { parseCsvImport } from '../rules/csv-import.ts';
import { addToList, removeFromList } from '../rules/list-field.ts';
import {
  isAnswerableOption,
  NEXT_PAGE_OPTION_ID,
  PREVIOUS_PAGE_OPTION_ID,
  previousPage,
} from '../rules/option-loading.ts';
import { answerEntry, applyValue, isPagingInput, notifyValues } from './answering.ts';
import { patchEntry, subscribeEntry } from './field-entry.ts';
import { isAnswerable } from './field-input.ts';
import { isOnPage } from './form-state.ts';
import { createModelCore, refreshForm, refreshVisibility } from './model-core.ts';
import { createNavigation } from './navigation-controller.ts';
import { applyStaticDefault, loadEntryOptions } from './options-controller.ts';
import { createRepeatables } from './repeatable-controller.ts';
import { applyServerErrors, clearServerErrors } from './server-errors.ts';
import type { AnswerResult, FieldId, FormModel, FormModelOptions } from './types.ts';
import { removeFilePath, resizeImage, setFilePaths, uploadFiles } from './upload-controller.ts';
import { reloadBoundFields, validateEntries } from './whole-form.ts';

const asList = (input: unknown): string[] => (Array.isArray(input) ? input.map(String) : []);

/**
 * A framework-free model of one form (spec 000 §2.4, §4, §5): the definition, the values bound by MyKey, the
 * answers, the fields shown, the active group or question, and the errors. Renderers read it through
 * subscribe/getSnapshot (the form) and subscribeField/getFieldSnapshot (one field), e.g. with React's
 * useSyncExternalStore. Throws InvalidDefinitionError when the definition is not valid.
 */
export function createFormModel(definition: Form, options: FormModelOptions = {}): FormModel {
  return buildFormModel(assertDefinition(definition), options);
}

function buildFormModel(definition: Form, options: FormModelOptions): FormModel {
  const core = createModelCore(definition, options);
  const repeatables = createRepeatables(core, buildFormModel);
  const navigation = createNavigation(core);
  let valuesCache: FormValues | undefined;
  core.valueListeners.add(() => {
    valuesCache = undefined;
  });

  for (const entry of core.ordered) {
    if (entry.snapshot.kind === 'repeatable') repeatables.init(entry);
    applyStaticDefault(core, entry);
  }
  refreshVisibility(core);
  for (const entry of core.ordered) {
    if (!entry.field.OptionRequirement) continue;
    if (options.autoLoadOptions === false) patchEntry(entry, { options: [], optionsStatus: 'static' });
    else void loadEntryOptions(core, entry, entry.snapshot.optionsPage);
  }

  const selectOption = (fieldId: FieldId, optionId: Identifier): AnswerResult => {
    const entry = core.entry(fieldId);
    const id = String(optionId);
    const page = entry.snapshot.optionsPage;
    if (id === NEXT_PAGE_OPTION_ID) void loadEntryOptions(core, entry, page + 1);
    else if (id === PREVIOUS_PAGE_OPTION_ID) void loadEntryOptions(core, entry, previousPage(page));
    if (!isAnswerableOption(id)) return { ok: true, answer: undefined };
    return answerEntry(core, entry, optionId);
  };

  const model: FormModel = {
    definition,
    subscribe(listener) {
      core.formListeners.add(listener);
      return () => core.formListeners.delete(listener);
    },
    getSnapshot: () => core.snapshot,
    subscribeField: (fieldId, listener) => subscribeEntry(core.entry(fieldId), listener),
    getFieldSnapshot: (fieldId) => core.entry(fieldId).snapshot,
    subscribeValues(listener) {
      core.valueListeners.add(listener);
      return () => core.valueListeners.delete(listener);
    },

    answer(fieldId, input) {
      const entry = core.entry(fieldId);
      if (!isAnswerable(entry.field)) return { ok: true, answer: undefined };
      if (isPagingInput(entry, input)) return selectOption(fieldId, input as Identifier);
      return answerEntry(core, entry, input);
    },
    selectOption,
    toggleOption(fieldId, optionId, checked) {
      const entry = core.entry(fieldId);
      const ids = asList(entry.snapshot.input).filter((id) => id !== String(optionId));
      return answerEntry(core, entry, checked ? [...ids, String(optionId)] : ids);
    },
    addToList(fieldId, text) {
      const entry = core.entry(fieldId);
      const list = asList(entry.snapshot.input);
      const next = addToList(list, text);
      return next === list ? { ok: true, answer: entry.snapshot.answer } : answerEntry(core, entry, next);
    },
    removeFromList(fieldId, index) {
      const entry = core.entry(fieldId);
      return answerEntry(core, entry, removeFromList(asList(entry.snapshot.input), index));
    },
    setCountry(fieldId, countryIso) {
      const entry = core.entry(fieldId);
      patchEntry(entry, { country: countryIso.toUpperCase() });
      // Choosing a country before typing a number is not an answer (and must not show 'is required').
      const typed = typeof entry.snapshot.input === 'string' && entry.snapshot.input.trim() !== '';
      return typed
        ? answerEntry(core, entry, entry.snapshot.input)
        : { ok: true, answer: entry.snapshot.answer };
    },
    importCsv(fieldId, text) {
      const entry = core.entry(fieldId);
      const headers = entry.field.CSVToArrayHeader;
      if (!headers) throw new Error(`${entry.field.FieldName} has no CSVToArrayHeader`);
      const imported = parseCsvImport(text, headers);
      if (!imported.ok) {
        patchEntry(entry, { error: imported.error, errorCode: imported.code });
        return imported;
      }
      return { ok: true, answer: applyValue(core, entry, imported.rows, { input: '', propagate: true }) };
    },
    setFiles: (fieldId, filePaths) => setFilePaths(core, core.entry(fieldId), filePaths),
    removeFile: (fieldId, filePath) => removeFilePath(core, core.entry(fieldId), filePath),
    upload: (fieldId, files) => uploadFiles(core, core.entry(fieldId), files),
    resizeImage: (fieldId, filePath, width, height) =>
      resizeImage(core, core.entry(fieldId), filePath, width, height),

    loadOptions(fieldId, page) {
      const entry = core.entry(fieldId);
      return loadEntryOptions(core, entry, page ?? entry.snapshot.optionsPage);
    },

    next: navigation.next,
    previous: navigation.previous,
    setActiveGroup: navigation.setActiveGroup,
    setActiveQuestion: (fieldId) => navigation.setActiveQuestion(String(fieldId)),

    addItem: (fieldId) => repeatables.add(core.entry(fieldId)),
    deleteItem: (fieldId, itemKey) => repeatables.remove(core.entry(fieldId), itemKey),
    moveItem: (fieldId, itemKey, direction) => repeatables.move(core.entry(fieldId), itemKey, direction),
    toggleItem: (fieldId, itemKey) => repeatables.toggle(core.entry(fieldId), itemKey),

    validate: () => validateEntries(core, repeatables),
    setServerErrors: (errors) => applyServerErrors(core, repeatables, errors),
    clearServerErrors: () => clearServerErrors(core, repeatables),
    getValues() {
      if (valuesCache) return valuesCache;
      const values: Record<string, unknown> = Object.fromEntries(core.values);
      for (const entry of core.ordered)
        if (entry.snapshot.kind === 'repeatable' && entry.field.MyKey !== undefined)
          values[entry.field.MyKey] = repeatables.values(entry);
      valuesCache = values;
      return values;
    },
    getAnswers: () =>
      core.ordered.flatMap((entry) =>
        isOnPage(entry) && entry.snapshot.answer ? [entry.snapshot.answer] : [],
      ),
    setValues(values) {
      reloadBoundFields(core, repeatables, values);
      notifyValues(core);
    },
    setSucceeded(succeeded) {
      core.succeeded = succeeded;
      refreshForm(core);
    },
    dispose() {
      core.disposed = true;
      repeatables.dispose();
      core.formListeners.clear();
      core.valueListeners.clear();
    },
  };
  return model;
}
