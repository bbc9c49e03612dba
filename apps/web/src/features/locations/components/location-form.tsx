import { isEmptyIdentifier } from '@wayfare/contracts';
import { useState } from 'react';
import { AppEForm, useAppFormModel } from '../../../components/eform/index.ts';
import { SaveBar } from '../../../components/save-bar/save-bar.tsx';
import { alertStore } from '../../../lib/alerts.ts';
import { type LocationValues, useSaveLocation } from '../api/save-location.ts';
import { reloadStatesOfCountry } from '../forms/dependent-state.ts';
import { locationFieldIds } from '../forms/field-ids.ts';
import { locationForms } from '../forms/location-forms.ts';
import type { LocationKind } from '../location-kinds.ts';
import { locationScreenTexts } from '../location-texts.ts';

type LocationFormProps = {
  kind: LocationKind;
  /** The record to edit, or the new one (Id 0); read once, when the form opens. */
  initial: LocationValues;
  /** Back to the list: after a save, or with Back To Details. */
  onDone: () => void;
};

/**
 * The Create/Edit form, rendered by the form engine (spec 000 §2.4) from the kind's definition, with the
 * kit's SaveBar: 'Save' for Id 0, 'Update' otherwise (spec 000 §2.3). The engine validates on submit and
 * blocks an invalid save, showing the messages under the fields (spec 001 §5); the server's refusal
 * (e.g. a taken name, with its per-property errors) shows in the error alert, and the form stays open.
 */
export function LocationForm({ kind, initial, onDone }: LocationFormProps) {
  const [values] = useState(initial);
  const save = useSaveLocation(kind);
  const model = useAppFormModel(locationForms[kind], {
    values,
    onAnswer: (_answer, { field }) => {
      // A city's state belongs to its country: a new country brings its own states.
      if (kind === 'city' && field.Id === locationFieldIds.countryId && model) {
        queueMicrotask(() => void reloadStatesOfCountry(model));
      }
    },
  });

  const submit = async (answers: LocationValues) => {
    const saved = await save.mutateAsync({ ...answers, Id: values.Id }).catch(() => undefined);
    if (!saved) return;
    const name = String(saved.Name ?? answers.Name);
    alertStore.success(
      isEmptyIdentifier(values.Id) ? locationScreenTexts.saved(name) : locationScreenTexts.updated(name),
    );
    onDone();
  };

  return (
    <AppEForm model={model} onSubmit={(answers) => void submit(answers)}>
      <SaveBar id={values.Id} status={save.isPending ? 'saving' : 'idle'} onBack={onDone} />
    </AppEForm>
  );
}
