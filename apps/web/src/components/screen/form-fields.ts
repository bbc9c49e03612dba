import { type Field, FieldType, type OptionRequirement } from '@wayfare/eform/core';

/**
 * The fields most admin forms are made of, bound by MyKey to the call's body property. Required flags
 * and length limits are not written here: useRecordEditor reads them from the call's body schema.
 */
export const textField = (Id: number, FieldName: string, MyKey: string, PageWidth = 4): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.TextBox,
  MyKey,
  PageWidth,
});

/** A date picker, half the row wide unless told (a start beside its end). */
export const dateField = (Id: number, FieldName: string, MyKey: string, PageWidth = 6): Field => ({
  ...textField(Id, FieldName, MyKey, PageWidth),
  FieldType: FieldType.DatePicker,
});

/** A drop-down whose options load from an address (spec 000 §4), e.g. callPath(calls.Country.GetActiveCountries). */
export const dropDownField = (
  Id: number,
  FieldName: string,
  MyKey: string,
  PageWidth: number,
  OptionRequirement: OptionRequirement,
): Field => ({
  ...textField(Id, FieldName, MyKey, PageWidth),
  FieldType: FieldType.DropDown,
  OptionRequirement,
});

/**
 * A drop-down of people, or of anything money goes to: it starts empty and must be chosen, whatever the spec's
 * first-option default does elsewhere, so an administrator who types only an amount credits no stranger
 * (issue 32). `choice` words the prompt and the refusal, e.g. 'the customer' → 'Choose the customer'.
 */
export const recipientDropDownField = (
  Id: number,
  FieldName: string,
  MyKey: string,
  PageWidth: number,
  OptionRequirement: OptionRequirement,
  choice: string,
): Field => ({
  ...dropDownField(Id, FieldName, MyKey, PageWidth, { ...OptionRequirement, UseFirstItemAsDefaultId: false }),
  Required: true,
  PlaceHolder: `Choose ${choice}`,
  ErrorMessage: `Choose ${choice}`,
});
