import { type Field, FieldType, type FormValues } from '@wayfare/eform/core';
import { locationFieldIds as ids, NAME_MAX_LENGTH } from './field-ids.ts';

// spec 001 §7: the forms offer the enabled countries and, once one is chosen, its enabled states.
export const ACTIVE_COUNTRIES = 'Country/GetActiveCountries';
export const activeStatesOf = (countryId: unknown) =>
  countryId === undefined || countryId === null || countryId === '' || countryId === 0
    ? ''
    : `Country/GetActiveStates?countryId=${encodeURIComponent(String(countryId))}`;

const statesOfChosenCountry = (values: FormValues) => activeStatesOf(values.CountryId);

export const nameField = (width: number): Field => ({
  Id: ids.name,
  FieldName: 'Name',
  FieldType: FieldType.TextBox,
  MyKey: 'Name',
  Required: true,
  MaxLength: NAME_MAX_LENGTH,
  Maxlength: NAME_MAX_LENGTH,
  PageWidth: width,
});

/**
 * The country drop-down. A record whose country has since been disabled still shows it: the list rows
 * carry CountryName, which the engine lists as the current choice (NamePropertyForItem).
 */
export const countryField = (width: number): Field => ({
  Id: ids.countryId,
  FieldName: 'Country',
  FieldType: FieldType.DropDown,
  MyKey: 'CountryId',
  Required: true,
  PageWidth: width,
  OptionRequirement: { Addrress: ACTIVE_COUNTRIES, NamePropertyForItem: 'CountryName' },
});

/** The state drop-down: its options depend on the chosen country (reload it when the country changes). */
export const stateField = (width: number): Field => ({
  Id: ids.stateId,
  FieldName: 'State',
  FieldType: FieldType.DropDown,
  MyKey: 'StateId',
  Required: true,
  PageWidth: width,
  OptionRequirement: {
    AddrressFunction: statesOfChosenCountry,
    NamePropertyForItem: 'StateName',
  },
});
