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

const cities = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    Id: from + i,
    Name: `City ${from + i}`,
    Zone: `Zone ${from + i}`,
  }));

type PagingStep = 'More' | 'Previous' | number;

describe('spec 000 §4 paging keeps the names of chosen options (§5 answers)', () => {
  const pages = {
    'City/List?page=0&pageSize=2': cities(1, 2),
    'City/List?page=1&pageSize=2': cities(3, 2),
    'City/List?page=2&pageSize=2': [],
  };
  const cityField = (FieldType_: Field['FieldType']) =>
    field(1, FieldType_, {
      FieldName: 'City',
      MyKey: 'CityId',
      OptionRequirement: {
        Addrress: 'City/List',
        EnablePagination: true,
        PageSize: 2,
        AdditionalObjPropertyName: 'Zone',
      },
    });

  it.each<[string, string, Field['FieldType'], PagingStep[]]>([
    ['a drop-down chosen on page 0, then More', 'City 1', FieldType.DropDown, [1, 'More']],
    ['a radio chosen on page 0, then More', 'City 2', FieldType.Radio, [2, 'More']],
    [
      'an image radio chosen on page 1, then Previous',
      'City 3',
      FieldType.ImageRadio,
      ['More', 3, 'Previous'],
    ],
    ['a drop-down chosen on page 1, then Previous', 'City 4', FieldType.DropDown, ['More', 4, 'Previous']],
    ['check boxes checked on pages 0 and 1', 'City 1, City 4', FieldType.CheckBox, [1, 'More', 4]],
    [
      'check boxes checked on page 1, then Previous',
      'City 3, City 2',
      FieldType.CheckBox,
      ['More', 3, 'Previous', 2],
    ],
    [
      'image check boxes checked on page 0, then More twice',
      'City 1, City 2',
      FieldType.ImageCheckBox,
      [1, 2, 'More', 'More'],
    ],
  ])('%s answers %j', async (_, userResponse, type, steps) => {
    const api = fakeApi(pages);
    const onAnswer = vi.fn();
    const model = createFormModel(formOf([cityField(type)]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
      onAnswer,
    });
    await api.flush();
    for (const step of steps) {
      if (typeof step === 'number' && type !== FieldType.CheckBox && type !== FieldType.ImageCheckBox)
        model.selectOption(1, step);
      else if (typeof step === 'number') model.toggleOption(1, step, true);
      else model.selectOption(1, step === 'More' ? '-1' : '-2');
      await api.flush();
    }
    expect(model.getFieldSnapshot(1).answer?.UserResponse).toBe(userResponse);
    expect(onAnswer.mock.lastCall?.[0].UserResponse).toBe(userResponse);
  });

  it("keeps the chosen option's row (AdditionalObjPropertyName) and lists it in chosenOptions", async () => {
    const api = fakeApi(pages);
    const model = createFormModel(formOf([cityField(FieldType.DropDown)]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
    });
    await api.flush();
    model.selectOption(1, 2);
    model.selectOption(1, '-1');
    await api.flush();
    expect(model.getFieldSnapshot(1).options.map((o) => o.OptionName)).toEqual([
      'Previous City',
      'City 3',
      'City 4',
      'More City',
    ]);
    expect(model.getFieldSnapshot(1).answer).toMatchObject({
      UserResponse: 'City 2',
      EformFieldOptionId: 2,
      AdditionalFieldValue: 'Zone 2',
    });
    expect(model.getFieldSnapshot(1).chosenOptions).toEqual([{ Id: 2, OptionName: 'City 2' }]);
    expect(model.getValues().CityId).toBe(2);
  });

  it('forgets an option once it is no longer chosen', async () => {
    const api = fakeApi(pages);
    const model = createFormModel(formOf([cityField(FieldType.CheckBox)]), {
      loadOptions: api.loadOptions,
      optionCache: createOptionCache(),
    });
    await api.flush();
    model.toggleOption(1, 1, true);
    model.toggleOption(1, 2, true);
    model.toggleOption(1, 1, false);
    model.selectOption(1, '-1');
    await api.flush();
    model.toggleOption(1, 3, true);
    expect(model.getFieldSnapshot(1).chosenOptions.map((o) => o.OptionName)).toEqual(['City 2', 'City 3']);
    expect(model.getFieldSnapshot(1).answer?.UserResponse).toBe('City 2, City 3');
  });
});
