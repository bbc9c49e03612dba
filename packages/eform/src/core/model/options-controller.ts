import { hasOptions } from '../definition/field-type.ts';
import { sessionOptionCache } from '../rules/option-cache.ts';
import {
  currentValueOption,
  defaultOptionId,
  loadingOptionList,
  mapOptionRows,
  optionsAddress,
  pagedOptionList,
} from '../rules/option-loading.ts';
import { answerOf, applyValue } from './answering.ts';
import { chosenOptionsOf, rowsWithChosen } from './chosen-options.ts';
import { type Entry, patchEntry, staticOptionsOf } from './field-entry.ts';
import type { Core } from './model-core.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** spec 000 §4: the static drop-down default (first option when no default exists), bound without onAnswer. */
export function applyStaticDefault(core: Core, entry: Entry) {
  if (entry.field.OptionRequirement || !hasOptions(entry.field.FieldType)) return;
  const id = defaultOptionId(entry.field, entry.snapshot.options, entry.snapshot.value);
  if (id !== undefined) applyValue(core, entry, id, { input: id, propagate: false });
}

/**
 * spec 000 §4 option loading: shows 'Loading {FieldName}' while the page is fetched (through the session cache,
 * by address), then the page's options with 'Previous …' / 'More …', keeps the current choice listed, and
 * defaults a drop-down without a value to the first option. A failure empties the options and is reported
 * through onError. A load started later wins over one still in flight.
 */
export async function loadEntryOptions(core: Core, entry: Entry, page: number): Promise<void> {
  const requirement = entry.field.OptionRequirement;
  const loadOptions = core.options.loadOptions;
  if (!requirement) return;
  const address = optionsAddress(requirement, Object.fromEntries(core.values), page);
  // Remember the chosen options' names before their page is replaced.
  patchEntry(entry, { chosenOptions: chosenOptionsOf(entry, entry.snapshot.value) });
  if (!address || !loadOptions) {
    patchEntry(entry, { options: staticOptionsOf(entry.field), optionsStatus: 'static' });
    return;
  }
  const token = ++entry.loadToken;
  patchEntry(entry, { options: loadingOptionList(entry.field), optionsStatus: 'loading', optionsPage: page });
  try {
    const rows = await (core.options.optionCache ?? sessionOptionCache).load(address, loadOptions);
    if (token !== entry.loadToken || core.disposed) return;
    const mapped = mapOptionRows(rows, requirement);
    const current = currentValueOption(requirement, Object.fromEntries(core.values), entry.snapshot.value);
    const missing =
      current && !mapped.options.some((o) => String(o.Id) === String(current.Id)) ? [current] : [];
    entry.optionRows = rowsWithChosen(entry, mapped.rows);
    const options = pagedOptionList(entry.field, [...missing, ...mapped.options], page);
    patchEntry(entry, { options, optionsStatus: 'loaded' });
    const id = defaultOptionId(entry.field, options, entry.snapshot.value);
    if (id !== undefined) applyValue(core, entry, id, { input: id, propagate: false });
    // The answer's option name is known only now.
    else
      patchEntry(entry, {
        answer: answerOf(entry, entry.snapshot.value),
        chosenOptions: chosenOptionsOf(entry, entry.snapshot.value),
      });
  } catch (error) {
    if (token !== entry.loadToken || core.disposed) return;
    patchEntry(entry, { options: [], optionsStatus: 'failed' });
    core.options.onError?.(messageOf(error));
  }
}
