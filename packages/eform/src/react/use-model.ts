import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSnapshot, FormModel, FormSnapshot } from '../core/index.ts';

/** The form's structure (groups, navigation, mode); never changes on a keystroke. */
export function useFormSnapshot(model: FormModel): FormSnapshot {
  const subscribe = useCallback((listener: () => void) => model.subscribe(listener), [model]);
  return useSyncExternalStore(subscribe, model.getSnapshot, model.getSnapshot);
}

/** One field's snapshot: the component re-renders only when this field changed. */
export function useFieldSnapshot(model: FormModel, fieldKey: string): FieldSnapshot {
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeField(fieldKey, listener),
    [model, fieldKey],
  );
  const read = useCallback(() => model.getFieldSnapshot(fieldKey), [model, fieldKey]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The edited object with every bound value, as it changes (for a values panel or a save button). */
export function useFormValues(model: FormModel) {
  const subscribe = useCallback((listener: () => void) => model.subscribeValues(listener), [model]);
  const read = useCallback(() => model.getValues(), [model]);
  return useSyncExternalStore(subscribe, read, read);
}
