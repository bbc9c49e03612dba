import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf, rideForm } from './test-forms.ts';

describe('per-field subscriptions', () => {
  it('a keystroke changes and notifies only the touched field; the form snapshot stays the same object', () => {
    const model = createFormModel(rideForm());
    const form = model.getSnapshot();
    const listeners = [1, 2, 3, 4].map((id) => {
      const listener = vi.fn();
      model.subscribeField(id, listener);
      return listener;
    });
    const formListener = vi.fn();
    model.subscribe(formListener);
    const before = [1, 2, 3, 4].map((id) => model.getFieldSnapshot(id));

    model.answer(4, 'Ikeja');

    expect(listeners.map((l) => l.mock.calls.length)).toEqual([0, 0, 0, 1]);
    for (const [i, id] of [1, 2, 3].entries()) expect(model.getFieldSnapshot(id)).toBe(before[i]);
    expect(model.getFieldSnapshot(4)).not.toBe(before[3]);
    expect(model.getSnapshot()).toBe(form);
    expect(formListener).not.toHaveBeenCalled();
  });

  it('returns the same snapshot until something of the field changes', () => {
    const model = createFormModel(rideForm());
    model.answer(4, 'Ikeja');
    const snapshot = model.getFieldSnapshot(4);
    model.answer(4, 'Ikeja');
    expect(model.getFieldSnapshot(4)).toBe(snapshot);
  });

  it('choosing an option that shows a dependent field notifies that field and the form', () => {
    const model = createFormModel(rideForm());
    const dependent = vi.fn();
    const other = vi.fn();
    const formListener = vi.fn();
    model.subscribeField(3, dependent);
    model.subscribeField(4, other);
    model.subscribe(formListener);
    expect(model.getSnapshot().groups[0]!.fieldKeys).toEqual(['1', '2']);

    model.answer(2, 2);

    expect(model.getFieldSnapshot(3).visible).toBe(true);
    expect(model.getSnapshot().groups[0]!.fieldKeys).toEqual(['1', '2', '3']);
    expect(dependent).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(formListener).toHaveBeenCalled();
  });

  it('keeps unchanged group snapshots when another group changes', () => {
    const model = createFormModel(rideForm());
    const where = model.getSnapshot().groups[1];
    model.answer(2, 2);
    expect(model.getSnapshot().groups[1]).toBe(where);
  });

  it('stops notifying after unsubscribe', () => {
    const model = createFormModel(formOf([field(1, FieldType.TextBox)]));
    const listener = vi.fn();
    const unsubscribe = model.subscribeField(1, listener);
    unsubscribe();
    model.answer(1, 'x');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells value subscribers about every bound change', () => {
    const model = createFormModel(rideForm());
    const listener = vi.fn();
    model.subscribeValues(listener);
    model.answer(1, 'Okafor');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(model.getValues()).toBe(model.getValues());
  });

  it('refuses an unknown field id', () =>
    expect(() => createFormModel(rideForm()).getFieldSnapshot(99)).toThrow(
      'The form has no field with Id 99',
    ));
});
