import { isEmptyIdentifier, texts } from '@wayfare/contracts';

export type SaveMode = 'Save' | 'Update';

/** spec 000 §9: an empty identifier (0 or the all-zero guid) is saved; any other is updated. */
export const saveModeOf = (id: unknown): SaveMode => (isEmptyIdentifier(id) ? 'Save' : 'Update');

/** The button text of a mode (spec 000 §2.3: 'Save' / 'Update'). */
export const saveButtonText = (mode: SaveMode) => (mode === 'Save' ? texts.save : texts.update);
