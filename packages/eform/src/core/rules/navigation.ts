import type { Field } from '../definition/types.ts';
import { isEmptyAnswer, requiredMessage } from './validate-answer.ts';

// spec 000 §4: one-by-one and tab-by-tab navigation.

/** Progress of the active question: its 1-based position over the question count, as a rounded percentage. */
export const progressPercent = (position: number, total: number) =>
  total <= 0 ? 0 : Math.round((Math.min(Math.max(position, 0), total) / total) * 100);

// spec 000 §4: the progress bar has a minimum visual width of 5%.
export const MIN_PROGRESS_BAR_WIDTH = 5;
export const progressBarWidth = (percent: number) => Math.min(100, Math.max(MIN_PROGRESS_BAR_WIDTH, percent));

/** The step from index within a sequence of length total: -1/+1, kept inside it. */
const step = (index: number, total: number, by: -1 | 1) =>
  total === 0 ? -1 : Math.min(Math.max(index + by, 0), total - 1);

export const nextIndex = (index: number, total: number) => step(index, total, 1);
export const previousIndex = (index: number, total: number) => step(index, total, -1);

/** spec 000 §4: the first question (or group) disables Previous, the last disables Next. */
export const canGoPrevious = (index: number, _total: number) => index > 0;
export const canGoNext = (index: number, total: number) => index >= 0 && index < total - 1;

/**
 * spec 000 §4: moving forward is blocked when the current field is required and unanswered (or its answer
 * failed its rule); the browser alert's text is the field's ErrorMessage, or '{FieldName} is required'.
 * undefined when the move may go ahead.
 */
export function nextBlockedAlert(
  field: Field,
  value: unknown,
  error: string | undefined,
): string | undefined {
  if (!field.Required) return undefined;
  return isEmptyAnswer(value) || error !== undefined ? requiredMessage(field) : undefined;
}

/**
 * The position of `key` in `sequence`, or the nearest earlier key still in it when `key` left the sequence
 * (a dependent field hidden while active), else 0.
 */
export function keepPosition(
  sequence: readonly string[],
  key: string | undefined,
  previous: readonly string[],
) {
  if (key === undefined) return 0;
  const at = sequence.indexOf(key);
  if (at >= 0) return at;
  for (let i = previous.indexOf(key) - 1; i >= 0; i--) {
    const earlier = sequence.indexOf(previous[i]!);
    if (earlier >= 0) return earlier;
  }
  return 0;
}
