/**
 * Texts of the dynamic form engine (spec 000 §2.4, §4, §5), reproduced exactly, spelling included.
 * The engine's password and e-mail messages are `texts.eformPasswordRule` and `texts.invalidEmail`, and
 * 'Enter {field}' is `enterField`, all in texts.ts.
 */
export const eformTexts = {
  // spec 000 §2.4: form states
  loadingEformTitle: 'Loading E-form',
  loadingEformMessage: 'Loading Form, please wait. Thank you',
  noEformTitle: 'No E-form',
  noEformMessage: 'The E-Form does not exist yet. Thank you',
  // spec 000 §2.4: read-only texts and list states
  noneYet: 'None Yet',
  noColor: 'No Color',
  yes: 'Yes',
  no: 'No',
  noRecordsYet: 'There are no records yet',
  loadingRecords: 'Loading records, Please wait...',
  // spec 000 §5: the CSV import
  invalidCsvHeader:
    'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you',
  sampleFile: 'Sample File',
  // spec 000 §3.1: a repeatable item's default name
  defaultItemObjectName: 'Slide',
} as const;

/** spec 000 §5: the image rule. */
export const selectField = (field: string) => `Select ${field}`;

/** spec 000 §5: the date picker rule. */
export const dateMustBeGreaterThan = (date: string) => `Date must be greater than ${date}`;

/** spec 000 §5: the three length messages. */
export const exactLengthRequired = (n: number, field: string) =>
  `Exactly ${n} Characters are required for ${field}`;
export const minimumLengthRequired = (n: number, field: string) =>
  `A minimum of ${n} Characters is required for ${field}`;
export const maximumLengthRequired = (n: number, field: string) =>
  `A maximun of ${n} Characters is required for ${field}`;

/** spec 000 §4: the one-by-one alert when the field has no ErrorMessage. */
export const fieldIsRequired = (field: string) => `${field} is required`;

/** spec 000 §4: option loading placeholders. */
export const loadingOptions = (field: string) => `Loading ${field}`;
export const moreOptions = (field: string) => `More ${field}`;
export const previousOptions = (field: string) => `Previous ${field}`;

/** spec 000 §2.4: shown when a field has no options. */
export const noOptions = (field: string) => `No ${field}`;

/** spec 000 §2.4: repeatable items are labelled '{ItemObjectName} {n}', n from 1. */
export const repeatableItemLabel = (itemObjectName: string, n: number) => `${itemObjectName} ${n}`;
