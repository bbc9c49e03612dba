import { describe, expect, it } from 'vitest';
import {
  itemLabel,
  itemTemplateFields,
  moveTarget,
  nextOrder,
  orderedItems,
  orderPropertyOf,
  showReorderArrows,
} from './repeatable-items.ts';

describe('spec 000 §3.1, §4 repeatable items', () => {
  it("labels items '{ItemObjectName} {n}' from 1, 'Slide' by default", () => {
    expect(itemLabel({}, 0)).toBe('Slide 1');
    expect(itemLabel({ ItemObjectName: 'Stop' }, 2)).toBe('Stop 3');
  });

  it("orders by 'Order' unless ListOrderPropertyName says otherwise", () => {
    expect(orderPropertyOf({})).toBe('Order');
    expect(orderPropertyOf({ ListOrderPropertyName: 'Position' })).toBe('Position');
  });

  it('shows the up and down arrows only with more than one item', () =>
    expect([0, 1, 2].map(showReorderArrows)).toEqual([false, false, true]));

  it('moves up and down inside the list only', () => {
    expect(moveTarget(1, 'up', 3)).toBe(0);
    expect(moveTarget(1, 'down', 3)).toBe(2);
    expect(moveTarget(0, 'up', 3)).toBeUndefined();
    expect(moveTarget(2, 'down', 3)).toBeUndefined();
  });

  it('sorts items by their order property', () =>
    expect(
      orderedItems(
        [
          { Order: 3, n: 'c' },
          { Order: 1, n: 'a' },
          { Order: 2, n: 'b' },
        ],
        'Order',
      ).map((i) => i.n),
    ).toEqual(['a', 'b', 'c']));

  it('numbers items 1, 2, 3… in their given order when orders are missing or shared', () => {
    const items = [{ n: 'a' }, { Order: 5, n: 'b' }, { Order: 5, n: 'c' }];
    expect(orderedItems(items, 'Order')).toEqual([
      { n: 'a', Order: 1 },
      { Order: 2, n: 'b' },
      { Order: 3, n: 'c' },
    ]);
    expect(items[0]).toEqual({ n: 'a' });
  });

  it('gives a new item the next order', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([4, 2])).toBe(5);
  });

  it('lists the template fields in order as table columns', () => {
    const template = {
      GroupFields: [
        { GroupOrder: 2, Fields: [{ Id: 3, FieldName: 'C', FieldType: 1 as const }] },
        {
          GroupOrder: 1,
          Fields: [
            { Id: 2, FieldName: 'B', FieldType: 1 as const, FieldOrder: 2 },
            { Id: 1, FieldName: 'A', FieldType: 1 as const, FieldOrder: 1 },
          ],
        },
      ],
    };
    expect(itemTemplateFields({ Eform: template }).map((f) => f.FieldName)).toEqual(['A', 'B', 'C']);
    expect(itemTemplateFields({})).toEqual([]);
  });
});
