import type { FormModel } from '@wayfare/eform/core';
import { locationFieldIds as ids } from './field-ids.ts';

/**
 * The city form's state list depends on its country (spec 000 §4 option loading, spec 001 §5: a city's
 * state belongs to its country): once the country changes, the old state is forgotten and the new
 * country's states load, the first one chosen as drop-downs do.
 */
export async function reloadStatesOfCountry(model: FormModel) {
  model.setValues({ StateId: undefined, StateName: undefined });
  await model.loadOptions(ids.stateId);
}
