import { describe, expect, it } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import {
  currentValueOption,
  DEFAULT_OPTION_PAGE_SIZE,
  defaultOptionId,
  isAnswerableOption,
  loadingOptionList,
  mapOptionRows,
  optionBindings,
  optionsAddress,
  pagedOptionList,
  previousPage,
} from './option-loading.ts';

const dropDown = (more: Partial<Field> = {}): Field => ({
  Id: 1,
  FieldName: 'Car Type',
  FieldType: FieldType.DropDown,
  ...more,
});
const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ Id: i + 1, OptionName: `Car ${i + 1}` }));

const statesOfCountry = (v: Record<string, unknown>) => `State/GetStates?countryId=${v.CountryId}`;
describe('spec 000 §4 option loading', () => {
  it('pages by 20 from page 0 by default', () => expect(DEFAULT_OPTION_PAGE_SIZE).toBe(20));

  it.each([
    [{ Addrress: 'Category/GetCategories' }, 0, 'Category/GetCategories'],
    [{ API: 'Category/', Addrress: '/GetCategories' }, 0, 'Category/GetCategories'],
    [
      { Addrress: 'Category/GetCategories', EnablePagination: true },
      2,
      'Category/GetCategories?page=2&pageSize=20',
    ],
    [
      { Addrress: 'Ride/List?keyword=a', EnablePagination: true, PageSize: 5 },
      0,
      'Ride/List?keyword=a&page=0&pageSize=5',
    ],
    [
      {
        AddrressFunction: statesOfCountry,
        Addrress: 'ignored',
      },
      0,
      'State/GetStates?countryId=7',
    ],
    [{}, 0, undefined],
  ])('builds the address %#', (requirement, page, address) =>
    expect(optionsAddress(requirement, { CountryId: 7 }, page)).toBe(address),
  );

  it('maps rows with OptionIdProp / OptionNameProp / OptionImageProp, defaulting to Id and Name', () => {
    expect(mapOptionRows([{ Id: 1, Name: 'Sedan' }, { Name: 'no id' }, 'Bus', 4], {}).options).toEqual([
      { Id: 1, OptionName: 'Sedan' },
      { Id: 'Bus', OptionName: 'Bus' },
      { Id: 4, OptionName: '4' },
    ]);
    const mapped = mapOptionRows(
      [
        { Code: 'NG', Title: 'Nigeria', Flag: 'ng.png' },
        { Code: 'GH', Title: 'Ghana' },
      ],
      {
        OptionIdProp: 'Code',
        OptionNameProp: 'Title',
        OptionImageProp: 'Flag',
        DefaultOptionImage: 'none.png',
      },
    );
    expect(mapped.options).toEqual([
      { Id: 'NG', OptionName: 'Nigeria', ImageURL: 'ng.png' },
      { Id: 'GH', OptionName: 'Ghana', ImageURL: 'none.png' },
    ]);
    expect(mapped.rows.get('GH')).toEqual({ Code: 'GH', Title: 'Ghana' });
  });

  it("shows 'Loading {FieldName}' while fetching", () =>
    expect(loadingOptionList(dropDown())).toEqual([{ Id: '', OptionName: 'Loading Car Type' }]));

  it("adds 'More {FieldName}' (id '-1') when the page is full and 'Previous {FieldName}' (id '-2') above page 0", () => {
    const paged = dropDown({ OptionRequirement: { Addrress: 'x', EnablePagination: true, PageSize: 2 } });
    expect(pagedOptionList(paged, options(2), 0).map((o) => [o.Id, o.OptionName])).toEqual([
      [1, 'Car 1'],
      [2, 'Car 2'],
      ['-1', 'More Car Type'],
    ]);
    expect(pagedOptionList(paged, options(1), 3).map((o) => [o.Id, o.OptionName])).toEqual([
      ['-2', 'Previous Car Type'],
      [1, 'Car 1'],
    ]);
  });

  it('adds no paging options without pagination', () =>
    expect(pagedOptionList(dropDown({ OptionRequirement: { Addrress: 'x' } }), options(20), 1)).toHaveLength(
      20,
    ));

  it('puts the DefaultIdValueForItem option and, with AddToList, the own options before the loaded ones', () => {
    const field = dropDown({
      EformOptions: [{ Id: 'own', OptionName: 'Own' }],
      OptionRequirement: {
        Addrress: 'x',
        AddToList: true,
        DefaultIdValueForItem: 0,
        DefaulNameValueForItem: 'All',
      },
    });
    expect(pagedOptionList(field, options(1), 0).map((o) => o.OptionName)).toEqual(['All', 'Own', 'Car 1']);
  });

  it('never goes below page 0', () =>
    expect([previousPage(3), previousPage(1), previousPage(0)]).toEqual([2, 0, 0]));

  it('records no answer for the sentinel and placeholder options', () => {
    expect(['-1', '-2', ''].map(isAnswerableOption)).toEqual([false, false, false]);
    expect([1, '7', 0].map(isAnswerableOption)).toEqual([true, true, true]);
  });

  it('defaults a drop-down without a value to its first real option', () => {
    const list = [{ Id: '-2', OptionName: 'Previous Car Type' }, ...options(2)];
    expect(defaultOptionId(dropDown(), list, undefined)).toBe(1);
    expect(defaultOptionId(dropDown(), list, 2)).toBeUndefined();
    expect(defaultOptionId(dropDown({ FieldType: FieldType.Radio }), list, undefined)).toBeUndefined();
    expect(
      defaultOptionId(
        dropDown({ FieldType: FieldType.Radio, OptionRequirement: { UseFirstItemAsDefaultId: true } }),
        list,
        '',
      ),
    ).toBe(1);
  });

  it('leaves a drop-down whose UseFirstItemAsDefaultId is false empty', () =>
    expect(
      defaultOptionId(dropDown({ OptionRequirement: { UseFirstItemAsDefaultId: false } }), options(2), ''),
    ).toBeUndefined());

  it('binds the chosen option to IdPropertyForItem, NamePropertyForItem and AdditionalAnswerPropertyName', () =>
    expect(
      optionBindings(
        {
          IdPropertyForItem: 'CarTypeId',
          NamePropertyForItem: 'CarTypeName',
          AdditionalObjPropertyName: 'Seats',
          AdditionalAnswerPropertyName: 'SeatCount',
        },
        { Id: 3, OptionName: 'Bus' },
        { Id: 3, Name: 'Bus', Seats: 18 },
      ),
    ).toEqual({ CarTypeId: 3, CarTypeName: 'Bus', SeatCount: 18 }));

  it('keeps the current choice listed when its page is not loaded', () => {
    expect(currentValueOption({ NamePropertyForItem: 'CityName' }, { CityName: 'Ikeja' }, 40)).toEqual({
      Id: 40,
      OptionName: 'Ikeja',
    });
    expect(currentValueOption({}, { CityName: 'Ikeja' }, 40)).toBeUndefined();
  });
});
