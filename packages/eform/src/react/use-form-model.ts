import { useEffect, useMemo, useRef } from 'react';
import { createFormModel, type Form, type FormModel, type FormModelOptions } from '../core/index.ts';

export type UseFormModelOptions = FormModelOptions;

// A model is disposed a moment after its last user unmounts, not at once: React's StrictMode unmounts and
// remounts every effect once in development, and the remount must find the model alive.
const users = new WeakMap<FormModel, number>();
function retain(model: FormModel) {
  users.set(model, (users.get(model) ?? 0) + 1);
  return () => {
    users.set(model, (users.get(model) ?? 1) - 1);
    setTimeout(() => {
      if ((users.get(model) ?? 0) <= 0) model.dispose();
    }, 0);
  };
}

/**
 * A form model for a definition (null or undefined: no model, e.g. while the definition loads or when it
 * does not exist). A new model is made when the definition object or `readOnly` changes; a new `values`
 * object reloads the bound fields of the same model (model.setValues). The callbacks may change between
 * renders: the model always calls the latest ones. Throws InvalidDefinitionError for an invalid definition.
 */
export function useFormModel(
  definition: Form | null | undefined,
  options: UseFormModelOptions = {},
): FormModel | null {
  const latest = useRef(options);
  latest.current = options;
  const { readOnly, autoLoadOptions, optionCache } = options;

  const model = useMemo(() => {
    if (!definition) return null;
    const current = latest.current;
    return createFormModel(definition, {
      values: current.values,
      readOnly,
      autoLoadOptions,
      optionCache,
      onAnswer: (answer, event) => latest.current.onAnswer?.(answer, event),
      // Given only when the caller gave one at creation, so that the core falls back as it documents
      // (static options without loadOptions); later renders may swap the function itself.
      loadOptions: current.loadOptions && ((address) => latest.current.loadOptions!(address)),
      upload: current.upload && {
        upload: (file, settings, onProgress) => latest.current.upload!.upload(file, settings, onProgress),
        ...(current.upload.resize && {
          resize: (filePath: string, width: number, height: number) =>
            latest.current.upload!.resize!(filePath, width, height),
        }),
      },
      confirmDelete: (item, field) => latest.current.confirmDelete?.(item, field) ?? true,
      onError: (message) => latest.current.onError?.(message),
    });
    // The values are read at creation; later ones are applied by the effect below.
  }, [definition, readOnly, autoLoadOptions, optionCache]);

  useEffect(() => (model ? retain(model) : undefined), [model]);

  const appliedValues = useRef({ model, values: options.values });
  useEffect(() => {
    const applied = appliedValues.current;
    if (applied.model === model && applied.values === options.values) return;
    const isNewModel = applied.model !== model;
    appliedValues.current = { model, values: options.values };
    if (!isNewModel && model && options.values) model.setValues(options.values);
  }, [model, options.values]);

  return model;
}
