import { describe, expect, it } from 'vitest';
import { addToList, normaliseList, removeFromList } from './list-field.ts';

describe('spec 000 §5 list fields', () => {
  it('adds a trimmed item', () => expect(addToList(['a'], '  b ')).toEqual(['a', 'b']));

  it.each([[''], ['   '], ['a'], [' a ']])(
    'ignores %j (empty or already listed) and returns the same list',
    (input) => {
      const list = ['a'];
      expect(addToList(list, input)).toBe(list);
    },
  );

  it('removes by position and ignores a position outside the list', () => {
    expect(removeFromList(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const list = ['a'];
    expect(removeFromList(list, 3)).toBe(list);
  });

  it('normalises a whole list: trimmed, no empty items, no repeats', () =>
    expect(normaliseList([' x', 'y', '', 'x', null, 'y '])).toEqual(['x', 'y']));
});
