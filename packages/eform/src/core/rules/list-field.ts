import { trimAnswer } from './normalise.ts';

/**
 * spec 000 §5: add-to-list (text, URL and e-mail lists, types 27 to 29) ignores empty input and a duplicate
 * of a value already listed. Returns the same array when nothing was added, so callers can tell.
 */
export function addToList(list: readonly string[], input: string): readonly string[] {
  const item = trimAnswer(input);
  if (item === '' || list.includes(item)) return list;
  return [...list, item];
}

export const removeFromList = (list: readonly string[], index: number): readonly string[] =>
  index < 0 || index >= list.length ? list : list.filter((_, i) => i !== index);

/** A whole list as answered: each item trimmed, empty ones and repeats dropped. */
export const normaliseList = (items: readonly unknown[]): string[] =>
  items.reduce<readonly string[]>((list, item) => addToList(list, String(item ?? '')), []) as string[];
