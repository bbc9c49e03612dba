import { describe, expect, it } from 'vitest';
import { fieldWidthOf, groupWidthOf, inOrder, isHiddenByWidth, placeholderOf } from './layout.ts';
import { saveButtonText, saveModeOf } from './save-mode.ts';

describe('spec 000 §9 save or update', () => {
  it.each([[0], ['00000000-0000-0000-0000-000000000000'], [undefined], ['']])(
    'saves when the identifier is %j',
    (id) => expect(saveModeOf(id)).toBe('Save'),
  );
  it.each([[7], ['1f0e2d3c-0000-4000-8000-000000000001']])('updates when the identifier is %j', (id) =>
    expect(saveModeOf(id)).toBe('Update'),
  );
  it('names the button', () =>
    expect([saveButtonText('Save'), saveButtonText('Update')]).toEqual(['Save', 'Update']));
});

describe('layout defaults', () => {
  it("uses 'Enter {field name}' as the default placeholder", () => {
    expect(placeholderOf({ FieldName: 'Plate Number' })).toBe('Enter Plate Number');
    expect(placeholderOf({ FieldName: 'Plate Number', PlaceHolder: 'e.g. LAG-123' })).toBe('e.g. LAG-123');
  });

  it('gives fields 4 columns and groups 12 by default; width 0 hides a field', () => {
    expect([fieldWidthOf({}), groupWidthOf({}), fieldWidthOf({ PageWidth: 6 })]).toEqual([4, 12, 6]);
    expect([isHiddenByWidth({ PageWidth: 0 }), isHiddenByWidth({})]).toEqual([true, false]);
  });

  it('orders by the order property, keeping the given order otherwise', () =>
    expect(
      inOrder(
        [
          { n: 'b', o: 2 },
          { n: 'a', o: 1 },
          { n: 'c', o: 2 },
        ],
        (x) => x.o,
      ).map((x) => x.n),
    ).toEqual(['a', 'b', 'c']));
});
