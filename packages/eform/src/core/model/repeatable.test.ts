import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf } from './test-forms.ts';

const stops = (more: Partial<Field> = {}) =>
  formOf([
    field(1, FieldType.TextBox, { MyKey: 'Name' }),
    field(2, FieldType.CollapsibleQuestions, {
      FieldName: 'Stops',
      MyKey: 'Stops',
      CanAdd: true,
      CanDelete: true,
      Eform: {
        GroupFields: [
          {
            Fields: [field(1, FieldType.TextBox, { FieldName: 'Address', MyKey: 'Address', Required: true })],
          },
        ],
      },
      ...more,
    }),
  ]);

const items = (model: ReturnType<typeof createFormModel>) => model.getFieldSnapshot(2).repeatable!.items;

describe('spec 000 §4 repeatable groups', () => {
  it("builds one item per stored object, ordered, labelled '{ItemObjectName} {n}' ('Slide' by default)", () => {
    const model = createFormModel(stops(), {
      values: {
        Stops: [
          { Address: 'Yaba', Order: 2 },
          { Address: 'Ikeja', Order: 1 },
        ],
      },
    });
    expect(items(model).map((i) => [i.label, i.model.getValues().Address])).toEqual([
      ['Slide 1', 'Ikeja'],
      ['Slide 2', 'Yaba'],
    ]);
    expect(model.getFieldSnapshot(2).repeatable).toMatchObject({
      canAdd: true,
      canDelete: true,
      showReorder: true,
      activeKey: undefined,
    });
  });

  it('starts from WorkingObjs when the edited object has none', () => {
    const model = createFormModel(stops({ WorkingObjs: [{ Address: 'Lekki' }], ItemObjectName: 'Stop' }));
    expect(items(model).map((i) => i.label)).toEqual(['Stop 1']);
    expect(model.getFieldSnapshot(2).repeatable!.showReorder).toBe(false);
  });

  it('adds an item when CanAdd, makes it active, and binds it to the edited object', () => {
    const model = createFormModel(stops());
    const key = model.addItem(2)!;
    const [item] = items(model);
    expect(item).toMatchObject({ key, open: true, label: 'Slide 1' });
    item!.model.answer(1, ' Surulere ');
    expect(model.getValues().Stops).toEqual([{ Order: 1, Address: 'Surulere' }]);
    expect(createFormModel(stops({ CanAdd: false })).addItem(2)).toBeUndefined();
  });

  it('keeps one item open at a time', () => {
    const model = createFormModel(stops());
    const first = model.addItem(2)!;
    const second = model.addItem(2)!;
    expect(items(model).map((i) => i.open)).toEqual([false, true]);
    model.toggleItem(2, first);
    expect(items(model).map((i) => i.open)).toEqual([true, false]);
    model.toggleItem(2, first);
    expect(model.getFieldSnapshot(2).repeatable!.activeKey).toBeUndefined();
    expect(second).not.toBe(first);
  });

  it('reorders up and down through the order property', () => {
    const model = createFormModel(stops(), {
      values: { Stops: [{ Address: 'A' }, { Address: 'B' }, { Address: 'C' }] },
    });
    const [, b] = items(model);
    expect(model.moveItem(2, b!.key, 'up')).toBe(true);
    expect(model.getValues().Stops).toEqual([
      { Address: 'B', Order: 1 },
      { Address: 'A', Order: 2 },
      { Address: 'C', Order: 3 },
    ]);
    expect(model.moveItem(2, b!.key, 'up')).toBe(false);
    expect(items(model)[0]).toMatchObject({ key: b!.key, label: 'Slide 1', isFirst: true });
  });

  it('deletes when CanDelete, after the custom confirm function agrees', async () => {
    const confirmDelete = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const model = createFormModel(stops(), {
      values: { Stops: [{ Address: 'A' }, { Address: 'B' }] },
      confirmDelete,
    });
    const [a] = items(model);
    expect(await model.deleteItem(2, a!.key)).toBe(false);
    expect(await model.deleteItem(2, a!.key)).toBe(true);
    expect(confirmDelete).toHaveBeenCalledWith(
      { Address: 'A', Order: 1 },
      expect.objectContaining({ FieldName: 'Stops' }),
    );
    expect(model.getValues().Stops).toEqual([{ Address: 'B', Order: 2 }]);
    expect(items(model).map((i) => i.label)).toEqual(['Slide 1']);
  });

  it("asks the field's DeleteFunction first, and never deletes without CanDelete", async () => {
    const DeleteFunction = vi.fn(() => true);
    const model = createFormModel(stops({ DeleteFunction }), { values: { Stops: [{ Address: 'A' }] } });
    expect(await model.deleteItem(2, items(model)[0]!.key)).toBe(true);
    expect(DeleteFunction).toHaveBeenCalledWith({ Address: 'A', Order: 1 }, 0);
    const locked = createFormModel(stops({ CanDelete: false }), { values: { Stops: [{ Address: 'A' }] } });
    expect(await locked.deleteItem(2, items(locked)[0]!.key)).toBe(false);
  });

  it('validates the items, and requires one item when the group is Required', () => {
    const model = createFormModel(stops({ Required: true }));
    expect(model.validate().errors).toEqual({ '2': 'Stops is required' });
    model.addItem(2);
    expect(model.validate().errors).toEqual({ '2.0.1': 'Enter Address' });
  });

  it('passes item answers to onAnswer with the item they belong to', () => {
    const onAnswer = vi.fn();
    const model = createFormModel(stops(), { onAnswer });
    const key = model.addItem(2)!;
    items(model)[0]!.model.answer(1, 'Yaba');
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ UserResponse: 'Yaba' }),
      expect.objectContaining({ item: { fieldKey: '2', itemKey: key } }),
    );
  });

  it('adding an item keeps the other items’ snapshots and does not touch other fields', () => {
    const model = createFormModel(stops(), { values: { Stops: [{ Address: 'A' }, { Address: 'B' }] } });
    const before = items(model);
    const name = model.getFieldSnapshot(1);
    model.addItem(2);
    expect(items(model)[0]).toBe(before[0]);
    expect(model.getFieldSnapshot(1)).toBe(name);
  });

  it('shows the items read-only when the group is in view mode', () => {
    const model = createFormModel(stops({ IsViewModel: true }), { values: { Stops: [{ Address: 'A' }] } });
    expect(model.getFieldSnapshot(2).repeatable).toMatchObject({ canAdd: false, canDelete: false });
    expect(items(model)[0]!.model.getFieldSnapshot(1).readOnly).toBe(true);
  });

  it('heads the rows of a fixed list (no adding or deleting) by PropertyForNameOfItem, without arrows', () => {
    const model = createFormModel(
      stops({ CanAdd: false, CanDelete: false, PropertyForNameOfItem: 'Address' }),
      {
        values: { Stops: [{ Address: 'Yaba' }, { Address: '' }] },
      },
    );
    expect(items(model).map((item) => item.label)).toEqual(['Yaba', 'Slide 2']);
    expect(model.getFieldSnapshot(2).repeatable).toMatchObject({ canAdd: false, showReorder: false });
    const editable = createFormModel(stops({ PropertyForNameOfItem: 'Address' }), {
      values: { Stops: [{ Address: 'Yaba' }] },
    });
    expect(items(editable).map((item) => item.label)).toEqual(['Slide 1']);
  });
});
