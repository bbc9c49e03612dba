import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import { createOptionCache } from '../rules/option-cache.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf } from './test-forms.ts';

const cars = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ Id: from + i, Name: `Car ${from + i}`, Seats: 4 }));

/** A fake API: answers each address from `pages`, after the test lets it. */
function fakeApi(pages: Record<string, unknown[]>) {
  const pending: (() => void)[] = [];
  const loadOptions = vi.fn(
    (address: string) =>
      new Promise<unknown[]>((resolve, reject) =>
        pending.push(() =>
          pages[address] ? resolve(pages[address]!) : reject(new Error(`No such address ${address}`)),
        ),
      ),
  );
  const flush = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { loadOptions, flush };
}

const carField = (more: Partial<Field> = {}) =>
  field(1, FieldType.DropDown, {
    FieldName: 'Car',
    MyKey: 'CarId',
    OptionRequirement: { Addrress: 'CarDetail/GetCars', EnablePagination: true, PageSize: 2 },
    ...more,
  });

describe('spec 000 §4 option loading through the model', () => {
  it("shows 'Loading {FieldName}' while fetching, then the page with 'More {FieldName}' and the first option chosen", async () => {
    const api = fakeApi({ 'CarDetail/GetCars?page=0&pageSize=2': cars(1, 2) });
    const model = createFormModel(formOf([carField()]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
    });
    expect(model.getFieldSnapshot(1)).toMatchObject({
      optionsStatus: 'loading',
      options: [{ Id: '', OptionName: 'Loading Car' }],
    });
    await api.flush();
    expect(model.getFieldSnapshot(1).options.map((o) => [o.Id, o.OptionName])).toEqual([
      [1, 'Car 1'],
      [2, 'Car 2'],
      ['-1', 'More Car'],
    ]);
    expect(model.getValues().CarId).toBe(1);
    expect(model.getFieldSnapshot(1).answer).toMatchObject({ UserResponse: 'Car 1', EformFieldOptionId: 1 });
  });

  it("moves pages with 'More' (-1) and 'Previous' (-2) without recording an answer", async () => {
    const api = fakeApi({
      'CarDetail/GetCars?page=0&pageSize=2': cars(1, 2),
      'CarDetail/GetCars?page=1&pageSize=2': cars(3, 1),
    });
    const onAnswer = vi.fn();
    const model = createFormModel(formOf([carField()]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
      onAnswer,
    });
    await api.flush();
    expect(model.selectOption(1, '-1')).toEqual({ ok: true, answer: undefined });
    await api.flush();
    expect(model.getFieldSnapshot(1).optionsPage).toBe(1);
    expect(model.getFieldSnapshot(1).options.map((o) => o.Id)).toEqual(['-2', 3]);
    expect(model.getValues().CarId).toBe(1);
    model.answer(1, '-2');
    await api.flush();
    expect(model.getFieldSnapshot(1).optionsPage).toBe(0);
    expect(onAnswer).not.toHaveBeenCalled();
    model.selectOption(1, 2);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('caches results per address for the session', async () => {
    const api = fakeApi({ 'Category/GetCategories': [{ Id: 1, Name: 'Sedan' }] });
    const cache = createOptionCache();
    const form = formOf([
      field(1, FieldType.Radio, { OptionRequirement: { Addrress: 'Category/GetCategories' } }),
    ]);
    createFormModel(form, { loadOptions: api.loadOptions, optionCache: cache });
    createFormModel(form, { loadOptions: api.loadOptions, optionCache: cache });
    await api.flush();
    const third = createFormModel(form, { loadOptions: api.loadOptions, optionCache: cache });
    await api.flush();
    expect(api.loadOptions).toHaveBeenCalledTimes(1);
    expect(third.getFieldSnapshot(1).options).toEqual([{ Id: 1, OptionName: 'Sedan' }]);
    expect(third.getFieldSnapshot(1).value).toBeUndefined();
  });

  it('maps OptionIdProp/OptionNameProp and binds the extra keys of the chosen option', async () => {
    const api = fakeApi({
      'Country/List': [
        { Code: 'NG', Title: 'Nigeria', Dial: '234' },
        { Code: 'GH', Title: 'Ghana', Dial: '233' },
      ],
    });
    const requirement = {
      Addrress: 'Country/List',
      OptionIdProp: 'Code',
      OptionNameProp: 'Title',
      NamePropertyForItem: 'CountryName',
      AdditionalObjPropertyName: 'Dial',
      AdditionalAnswerPropertyName: 'DialCode',
    };
    const model = createFormModel(
      formOf([field(1, FieldType.Radio, { MyKey: 'Country', OptionRequirement: requirement })]),
      {
        loadOptions: api.loadOptions,
        optionCache: createOptionCache(),
      },
    );
    await api.flush();
    expect(model.answer(1, 'GH')).toMatchObject({
      ok: true,
      answer: { UserResponse: 'Ghana', AdditionalFieldValue: '233' },
    });
    expect(model.getValues()).toMatchObject({ Country: 'GH', CountryName: 'Ghana', DialCode: '233' });
  });

  it('keeps the current choice listed when it is not on the loaded page', async () => {
    const api = fakeApi({ 'City/List': [{ Id: 1, Name: 'Ikeja' }] });
    const model = createFormModel(
      formOf([
        field(1, FieldType.DropDown, {
          MyKey: 'CityId',
          OptionRequirement: { Addrress: 'City/List', NamePropertyForItem: 'CityName' },
        }),
      ]),
      {
        loadOptions: api.loadOptions,
        optionCache: createOptionCache(),
        values: { CityId: 40, CityName: 'Lekki' },
      },
    );
    await api.flush();
    expect(model.getFieldSnapshot(1).options.map((o) => o.OptionName)).toEqual(['Lekki', 'Ikeja']);
    expect(model.getValues().CityId).toBe(40);
    expect(model.getFieldSnapshot(1).answer?.UserResponse).toBe('Lekki');
  });

  it('reports a failed load through onError and shows no options', async () => {
    const api = fakeApi({});
    const onError = vi.fn();
    const model = createFormModel(formOf([carField()]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
      onError,
    });
    await api.flush();
    expect(onError).toHaveBeenCalledWith('No such address CarDetail/GetCars?page=0&pageSize=2');
    expect(model.getFieldSnapshot(1)).toMatchObject({ optionsStatus: 'failed', options: [] });
  });

  it('keeps only the latest load when pages are requested quickly', async () => {
    const api = fakeApi({
      'CarDetail/GetCars?page=0&pageSize=2': cars(1, 2),
      'CarDetail/GetCars?page=1&pageSize=2': cars(3, 2),
      'CarDetail/GetCars?page=2&pageSize=2': cars(5, 1),
    });
    const model = createFormModel(formOf([carField()]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
    });
    void model.loadOptions(1, 1);
    void model.loadOptions(1, 2);
    await api.flush();
    expect(model.getFieldSnapshot(1)).toMatchObject({ optionsPage: 2, optionsStatus: 'loaded' });
    expect(model.getFieldSnapshot(1).options.map((o) => o.Id)).toEqual(['-2', 5]);
  });

  it('waits for loadOptions when autoLoadOptions is false', async () => {
    const api = fakeApi({ 'CarDetail/GetCars?page=0&pageSize=2': cars(1, 2) });
    const model = createFormModel(formOf([carField()]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
      autoLoadOptions: false,
    });
    expect(api.loadOptions).not.toHaveBeenCalled();
    const loading = model.loadOptions(1);
    await api.flush();
    await loading;
    expect(model.getFieldSnapshot(1).options).toHaveLength(3);
  });
});
