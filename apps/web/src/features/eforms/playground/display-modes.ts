import { EformDisplayType } from '@wayfare/eform/core';

/** spec 000 §2.4, §3.1: the four display modes, named as the spec's list of layout modes names them. */
export const displayModes = [
  { value: EformDisplayType.Regular, label: 'Regular' },
  { value: EformDisplayType.Tabular, label: 'Tabular' },
  { value: EformDisplayType.Tab_By_Tab_Question, label: 'Tab By Tab Question' },
  { value: EformDisplayType.One_By_One_Question, label: 'One By One Question' },
] as const;

export const VIEW_MODE_LABEL = 'View mode (read-only)';
