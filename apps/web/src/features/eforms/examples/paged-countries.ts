import { EformDisplayType, FieldType } from '@wayfare/eform/core';
import type { PlaygroundExample } from './playground-example.ts';

/** Countries per page of the example's option list: small, so paging shows at once. */
export const COUNTRIES_PAGE_SIZE = 10;

/**
 * spec 000 §4 option loading with pagination, served by a real call (spec 001 §7 Country/GetCountries with
 * page and pageSize): 'More Countries' when a page is full, 'Previous Countries' after the first page.
 */
export const pagedCountriesExample: PlaygroundExample = {
  name: 'Countries from the server',
  summary: 'A drop-down and radio buttons whose options are read from the server a page at a time.',
  definition: {
    Id: 0,
    FormName: 'Countries from the server',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage: '<p>The chosen countries are valid.</p>',
    GroupFields: [
      {
        Id: 1,
        GroupName: 'Countries',
        Fields: [
          {
            Id: 1,
            FieldName: 'How the options load',
            FieldType: FieldType.Label,
            FieldOrder: 1,
            PageWidth: 12,
            Explanation: `<p>Both lists call <code>Country/GetCountries</code> with <code>page</code> and <code>pageSize=${COUNTRIES_PAGE_SIZE}</code>. Choose <b>More …</b> for the next page and <b>Previous …</b> to go back.</p>`,
          },
          {
            Id: 2,
            FieldName: 'Countries',
            FieldType: FieldType.DropDown,
            FieldOrder: 2,
            MyKey: 'CountryId',
            Required: true,
            PageWidth: 6,
            OptionRequirement: {
              Addrress: 'Country/GetCountries',
              EnablePagination: true,
              PageSize: COUNTRIES_PAGE_SIZE,
            },
          },
          {
            Id: 3,
            FieldName: 'Destinations',
            FieldType: FieldType.Radio,
            FieldOrder: 3,
            MyKey: 'DestinationId',
            PageWidth: 6,
            OptionRequirement: {
              Addrress: 'Country/GetCountries',
              EnablePagination: true,
              PageSize: 5,
            },
          },
        ],
      },
    ],
  },
};
