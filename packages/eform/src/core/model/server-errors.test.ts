import { describe, expect, it } from 'vitest';
import { EformDisplayType, FieldType } from '../definition/field-type.ts';
import { createFormModel } from './create-form-model.ts';
import { splitItemPath } from './server-errors.ts';
import { field, formOf, rideForm } from './test-forms.ts';

const countryForm = () =>
  formOf([
    field(1, FieldType.TextBox, { FieldName: 'Name', MyKey: 'Name', Required: true }),
    field(2, FieldType.TextBox, { FieldName: 'Code', MyKey: 'TwoLetterIsoCode', Required: true }),
  ]);

const stopsForm = () =>
  formOf([
    field(1, FieldType.TextBox, { FieldName: 'Trip', MyKey: 'Trip' }),
    field(2, FieldType.TableQuestions, {
      FieldName: 'Stops',
      MyKey: 'Stops',
      CanAdd: true,
      CanDelete: true,
      Eform: {
        GroupFields: [{ Fields: [field(1, FieldType.TextBox, { FieldName: 'Place', MyKey: 'Name' })] }],
      },
    }),
  ]);
const twoStops = { Stops: [{ Name: 'Yaba' }, { Name: 'Ikeja' }] };
const itemModel = (model: ReturnType<typeof createFormModel>, index: number) =>
  model.getFieldSnapshot(2).repeatable!.items[index]!.model;

describe('model.setServerErrors: a problem’s per-property messages under their fields', () => {
  it('shows each message under the field bound to its property, matching MyKey without regard to case', () => {
    const model = createFormModel(countryForm(), { values: { Name: 'Nigeria', TwoLetterIsoCode: 'NG' } });
    const result = model.setServerErrors({
      Name: ['A country named Nigeria already exists'],
      twoletterisocode: ['Another country already has the two-letter ISO code NG'],
    });
    expect(model.getFieldSnapshot(1)).toMatchObject({
      error: 'A country named Nigeria already exists',
      errorCode: 'server',
    });
    expect(model.getFieldSnapshot(2)).toMatchObject({
      error: 'Another country already has the two-letter ISO code NG',
      errorCode: 'server',
    });
    expect(result).toEqual({
      shown: {
        1: 'A country named Nigeria already exists',
        2: 'Another country already has the two-letter ISO code NG',
      },
      unmatched: {},
    });
  });

  it("names the field by its label where the server's message names its property (issue 21)", () => {
    const model = createFormModel(countryForm());
    const result = model.setServerErrors({
      TwoLetterIsoCode: ['TwoLetterIsoCode must be 2 letters, like NG'],
      Name: ['Name is required'],
    });
    expect(model.getFieldSnapshot(2).error).toBe('Code must be 2 letters, like NG');
    expect(model.getFieldSnapshot(1).error).toBe('Name is required');
    expect(result.shown[2]).toBe('Code must be 2 letters, like NG');
  });

  it('joins several messages of one property with commas, as the 400 alert does (spec 000 §8)', () => {
    const model = createFormModel(countryForm());
    model.setServerErrors({ Name: ['Name is required', 'Name must be text'] });
    expect(model.getFieldSnapshot(1).error).toBe('Name is required, Name must be text');
  });

  it('returns the messages of properties no field binds, and of hidden fields, for the alert', () => {
    const model = createFormModel(rideForm());
    const result = model.setServerErrors({
      Surname: ['Surname is required'],
      PickUpDate: ['PickUpDate must be a date'],
      body: ['Send the request body as a JSON object'],
    });
    expect(model.getFieldSnapshot(3)).toMatchObject({ visible: false, error: undefined });
    expect(result).toEqual({
      shown: { 1: 'Surname is required' },
      unmatched: {
        PickUpDate: ['PickUpDate must be a date'],
        body: ['Send the request body as a JSON object'],
      },
    });
  });

  it('takes the error off a field when it is answered, and shows a rule failure in its place', () => {
    const model = createFormModel(countryForm());
    model.setServerErrors({ Name: ['A country named Nigeria already exists'], TwoLetterIsoCode: ['Taken'] });
    model.answer(1, 'Niger');
    expect(model.getFieldSnapshot(1)).toMatchObject({ error: undefined, errorCode: undefined });
    model.answer(2, '');
    expect(model.getFieldSnapshot(2)).toMatchObject({ error: 'Enter Code', errorCode: 'required' });
  });

  it('replaces the errors shown before when called again, and clearServerErrors removes them all', () => {
    const model = createFormModel(countryForm());
    model.setServerErrors({ Name: ['Taken'] });
    model.setServerErrors({ TwoLetterIsoCode: ['Taken too'] });
    expect(model.getFieldSnapshot(1).error).toBeUndefined();
    expect(model.getFieldSnapshot(2).error).toBe('Taken too');
    model.clearServerErrors();
    expect(model.getFieldSnapshot(2)).toMatchObject({ error: undefined, errorCode: undefined });
  });

  it('takes the error off a field whose value setValues reloads', () => {
    const model = createFormModel(countryForm());
    model.setServerErrors({ Name: ['Taken'], TwoLetterIsoCode: ['Taken too'] });
    model.setValues({ Name: 'Ghana' });
    expect(model.getFieldSnapshot(1)).toMatchObject({ error: undefined, errorCode: undefined });
    expect(model.getFieldSnapshot(2).error).toBe('Taken too');
  });

  it('leaves rule errors alone when clearing server errors', () => {
    const model = createFormModel(countryForm());
    model.answer(1, '');
    model.setServerErrors({ TwoLetterIsoCode: ['Taken'] });
    model.clearServerErrors();
    expect(model.getFieldSnapshot(1)).toMatchObject({ error: 'Enter Name', errorCode: 'required' });
  });

  it('keeps a server error shown through validate() without counting it, so the form can be sent again', () => {
    const model = createFormModel(countryForm(), { values: { Name: 'Nigeria' } });
    model.setServerErrors({ Name: ['A country named Nigeria already exists'], TwoLetterIsoCode: ['Taken'] });
    const result = model.validate();
    expect(result.errors).toEqual({ 2: 'Enter Code' });
    expect(model.getFieldSnapshot(1)).toMatchObject({
      error: 'A country named Nigeria already exists',
      errorCode: 'server',
    });
    expect(model.getFieldSnapshot(2).errorCode).toBe('required');
  });

  it('does not block Next in a one-by-one form as if the question were unanswered', () => {
    const model = createFormModel(rideForm(EformDisplayType.One_By_One_Question), {
      values: { Surname: 'Okafor' },
    });
    model.setServerErrors({ Surname: ['Surname is not allowed'] });
    expect(model.next()).toEqual({ moved: true });
  });

  it('tells the field’s listeners, and leaves other fields’ snapshots as they were', () => {
    const model = createFormModel(countryForm());
    const before = model.getFieldSnapshot(2);
    let calls = 0;
    model.subscribeField(1, () => calls++);
    model.setServerErrors({ Name: ['Taken'] });
    expect(calls).toBe(1);
    expect(model.getFieldSnapshot(2)).toBe(before);
  });
});

describe('model.setServerErrors in repeatable items', () => {
  it.each([['Stops.1.Name'], ['Stops[1].Name'], ['stops.1.name']])(
    'shows %s under the field of the second item',
    (key) => {
      const model = createFormModel(stopsForm(), { values: twoStops });
      const result = model.setServerErrors({ [key]: ['Name must be at most 100 characters'] });
      // The item's field is labelled 'Place': its label replaces the property name.
      expect(itemModel(model, 1).getFieldSnapshot(1)).toMatchObject({
        error: 'Place must be at most 100 characters',
        errorCode: 'server',
      });
      expect(itemModel(model, 0).getFieldSnapshot(1).error).toBeUndefined();
      expect(result).toEqual({ shown: { '2.1.1': 'Place must be at most 100 characters' }, unmatched: {} });
    },
  );

  it('returns item errors it cannot place under their own keys: no such item, or no such field', () => {
    const model = createFormModel(stopsForm(), { values: twoStops });
    expect(
      model.setServerErrors({ 'Stops.5.Name': ['Gone'], 'Stops[0].Town': ['Unknown'] }).unmatched,
    ).toEqual({
      'Stops.5.Name': ['Gone'],
      'Stops[0].Town': ['Unknown'],
    });
  });

  it('returns an indexed key of a field that is not a repeatable group', () => {
    const model = createFormModel(stopsForm(), { values: twoStops });
    expect(model.setServerErrors({ 'Trip.0.Name': ['No'] }).unmatched).toEqual({ 'Trip.0.Name': ['No'] });
  });

  it('clears item errors when called again, and an item error when that item field is answered', () => {
    const model = createFormModel(stopsForm(), { values: twoStops });
    model.setServerErrors({ 'Stops.0.Name': ['Taken'], 'Stops.1.Name': ['Taken'] });
    itemModel(model, 0).answer(1, 'Surulere');
    expect(itemModel(model, 0).getFieldSnapshot(1).error).toBeUndefined();
    expect(itemModel(model, 1).getFieldSnapshot(1).error).toBe('Taken');
    model.setServerErrors({});
    expect(itemModel(model, 1).getFieldSnapshot(1).error).toBeUndefined();
  });

  it('shows an error of the whole list under the repeatable field until an item is added', () => {
    const model = createFormModel(stopsForm(), { values: twoStops });
    model.setServerErrors({ Stops: ['A trip has at most 2 stops'] });
    expect(model.getFieldSnapshot(2)).toMatchObject({
      error: 'A trip has at most 2 stops',
      errorCode: 'server',
    });
    model.addItem(2);
    expect(model.getFieldSnapshot(2).error).toBeUndefined();
  });
});

describe('splitItemPath', () => {
  it.each([
    ['Stops.1.Name', { property: 'Stops', index: 1, rest: 'Name' }],
    ['Stops[12].Name', { property: 'Stops', index: 12, rest: 'Name' }],
    ['Stops.0.Legs.2.Name', { property: 'Stops', index: 0, rest: 'Legs.2.Name' }],
    ['Name', undefined],
    ['Stops.1', undefined],
    ['Stops.first.Name', undefined],
  ])('%s', (key, parts) => expect(splitItemPath(key)).toEqual(parts));
});
