import { useEffect } from 'react';
import { type Field, type FormModel, optionsAddress } from '../../core/index.ts';

/**
 * A field whose option address is built from the form's values (OptionRequirement.AddrressFunction, e.g. the
 * states of the chosen country) reloads its options from the first page when that address changes.
 */
export function OptionAddressWatcher({
  model,
  field,
  fieldKey,
}: {
  model: FormModel;
  field: Field;
  fieldKey: string;
}) {
  useEffect(() => {
    const requirement = field.OptionRequirement;
    if (!requirement?.AddrressFunction) return;
    const addressNow = () => optionsAddress(requirement, model.getValues(), 0);
    let last = addressNow();
    return model.subscribeValues(() => {
      const address = addressNow();
      if (address === last) return;
      last = address;
      void model.loadOptions(fieldKey, 0);
    });
  }, [model, field, fieldKey]);
  return null;
}
