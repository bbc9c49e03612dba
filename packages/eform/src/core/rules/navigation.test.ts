import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  keepPosition,
  MIN_PROGRESS_BAR_WIDTH,
  nextBlockedAlert,
  nextIndex,
  previousIndex,
  progressBarWidth,
  progressPercent,
} from './navigation.ts';

describe('spec 000 §4 one-by-one navigation', () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [1, 40, 3],
    [0, 0, 0],
  ])('progress of position %d over %d is %d %%', (position, total, percent) =>
    expect(progressPercent(position, total)).toBe(percent),
  );

  it('draws the progress bar at least 5 % wide', () => {
    expect(MIN_PROGRESS_BAR_WIDTH).toBe(5);
    expect(progressBarWidth(3)).toBe(5);
    expect(progressBarWidth(0)).toBe(5);
    expect(progressBarWidth(67)).toBe(67);
  });

  it('disables Previous on the first question and Next on the last', () => {
    expect([canGoPrevious(0, 3), canGoNext(0, 3)]).toEqual([false, true]);
    expect([canGoPrevious(1, 3), canGoNext(1, 3)]).toEqual([true, true]);
    expect([canGoPrevious(2, 3), canGoNext(2, 3)]).toEqual([true, false]);
    expect([canGoPrevious(0, 1), canGoNext(0, 1)]).toEqual([false, false]);
  });

  it('steps within the sequence', () => {
    expect([nextIndex(0, 3), nextIndex(2, 3), previousIndex(0, 3), previousIndex(2, 3)]).toEqual([
      1, 2, 0, 1,
    ]);
  });

  it.each([
    [{ Required: true }, '', undefined, 'Surname is required'],
    [{ Required: true, ErrorMessage: 'Tell us your surname' }, undefined, undefined, 'Tell us your surname'],
    [
      { Required: true },
      'Okafor',
      'A minimum of 9 Characters is required for Surname',
      'Surname is required',
    ],
    [{ Required: true }, 'Okafor', undefined, undefined],
    [{ Required: false }, '', undefined, undefined],
  ])('blocks Next on a required unanswered field with its alert text: %j %j', (flags, value, error, alert) =>
    expect(nextBlockedAlert({ Id: 1, FieldName: 'Surname', FieldType: 1, ...flags }, value, error)).toBe(
      alert,
    ),
  );

  it('keeps the active question, or the nearest earlier one when it was hidden', () => {
    expect(keepPosition(['a', 'b', 'c'], 'b', ['a', 'b', 'c'])).toBe(1);
    expect(keepPosition(['a', 'c'], 'b', ['a', 'b', 'c'])).toBe(0);
    expect(keepPosition(['c'], 'b', ['a', 'b', 'c'])).toBe(0);
    expect(keepPosition(['a'], undefined, [])).toBe(0);
  });
});
