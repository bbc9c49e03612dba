/** spec 000 §3.1: field type codes. Code 18 is unused. */
export const FieldType = {
  TextBox: 1,
  TextArea: 2,
  Radio: 3,
  CheckBox: 4,
  DropDown: 5,
  Image: 6,
  NumberTextBox: 7,
  EmailTextBox: 8,
  DatePicker: 9,
  EditableTextArea: 10,
  PDFUploader: 11,
  CSVUploader: 12,
  WordUploader: 13,
  GraphicUploader: 14,
  Rating: 15,
  ImageRadio: 16,
  ImageCheckBox: 17,
  MultipleImages: 19,
  DateTimePicker: 20,
  URLTextBox: 21,
  SingleCheckBox: 22,
  Color: 23,
  Range: 24,
  Password: 25,
  CollapsibleQuestions: 26,
  TextList: 27,
  URLList: 28,
  EmailList: 29,
  TextBoxes: 30,
  TableQuestions: 31,
  Label: 32,
  PhoneNumberTextBox: 33,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

const fieldTypeCodes = new Set<number>(Object.values(FieldType));
export const isFieldType = (code: unknown): code is FieldType =>
  typeof code === 'number' && fieldTypeCodes.has(code);

/** The name of a field type code, e.g. 5 -> 'DropDown' (for messages and renderer registries). */
export const fieldTypeName = (code: FieldType): keyof typeof FieldType =>
  (Object.keys(FieldType) as (keyof typeof FieldType)[]).find((name) => FieldType[name] === code)!;

/**
 * spec 000 §2.4: the four display modes. The spec names them but gives no numbers; the codes follow the
 * order §2.4 lists them in, from 0 like a TypeScript enum.
 */
export const EformDisplayType = {
  Regular: 0,
  Tabular: 1,
  Tab_By_Tab_Question: 2,
  One_By_One_Question: 3,
} as const;
export type EformDisplayType = (typeof EformDisplayType)[keyof typeof EformDisplayType];

/**
 * How the engine treats a field's answer. Each kind has one normaliser, one required rule and one
 * answer shape; renderers may use it to pick a default control.
 */
export type FieldKind =
  | 'text'
  | 'password'
  | 'email'
  | 'number'
  | 'choice'
  | 'multiChoice'
  | 'file'
  | 'files'
  | 'date'
  | 'dateTime'
  | 'rating'
  | 'range'
  | 'boolean'
  | 'repeatable'
  | 'list'
  | 'numbers'
  | 'label'
  | 'phone';

const kinds: Record<FieldType, FieldKind> = {
  [FieldType.TextBox]: 'text',
  [FieldType.TextArea]: 'text',
  [FieldType.EditableTextArea]: 'text',
  [FieldType.URLTextBox]: 'text',
  [FieldType.Color]: 'text',
  [FieldType.Password]: 'password',
  [FieldType.EmailTextBox]: 'email',
  [FieldType.NumberTextBox]: 'number',
  [FieldType.Radio]: 'choice',
  [FieldType.DropDown]: 'choice',
  [FieldType.ImageRadio]: 'choice',
  [FieldType.CheckBox]: 'multiChoice',
  [FieldType.ImageCheckBox]: 'multiChoice',
  [FieldType.Image]: 'file',
  [FieldType.PDFUploader]: 'file',
  [FieldType.CSVUploader]: 'file',
  [FieldType.WordUploader]: 'file',
  [FieldType.GraphicUploader]: 'file',
  [FieldType.MultipleImages]: 'files',
  [FieldType.DatePicker]: 'date',
  [FieldType.DateTimePicker]: 'dateTime',
  [FieldType.Rating]: 'rating',
  [FieldType.Range]: 'range',
  [FieldType.SingleCheckBox]: 'boolean',
  [FieldType.CollapsibleQuestions]: 'repeatable',
  [FieldType.TableQuestions]: 'repeatable',
  [FieldType.TextList]: 'list',
  [FieldType.URLList]: 'list',
  [FieldType.EmailList]: 'list',
  [FieldType.TextBoxes]: 'numbers',
  [FieldType.Label]: 'label',
  [FieldType.PhoneNumberTextBox]: 'phone',
};

export const fieldKind = (type: FieldType): FieldKind => kinds[type];

/** spec 000 §4: drop-downs, radios and check boxes load their options. */
export const hasOptions = (type: FieldType) => {
  const kind = fieldKind(type);
  return kind === 'choice' || kind === 'multiChoice' || type === FieldType.TextBoxes;
};
