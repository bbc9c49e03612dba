import type { EformDisplayType, FieldType } from './field-type.ts';

/** Identifiers in definitions are numbers or guids; the engine compares them as strings. */
export type Identifier = number | string;

/** The object a form edits: each field binds its answer to `values[field.MyKey]`. */
export type FormValues = Readonly<Record<string, unknown>>;

/** spec 000 §3.1: Form (Eform). Only GroupFields is needed; the rest has defaults. */
export type Form = {
  Id?: Identifier;
  FormName?: string;
  /** Default Regular. */
  EformDisplayType?: EformDisplayType;
  GroupFields: Group[];
  /** HTML shown instead of the form once it succeeded. */
  SuccessMessage?: string;
  UseForTemplate?: boolean;
  /** State of the original engine; the model computes these (FormSnapshot.progress, isFirst, isLast). */
  Progress?: number;
  IsFirst?: boolean;
  IsLast?: boolean;
};

/** spec 000 §3.1: Group. */
export type Group = {
  Id?: Identifier;
  GroupName?: string;
  GroupOrder?: number;
  Description?: string;
  Fields: Field[];
  ShowGroupName?: boolean;
  /** Columns of 12; default 12 (spec 000 §9). */
  GroupPageWidth?: number;
  UseForSubsequentUpdate?: boolean;
  /** State of the original engine; the model computes the active group (FormSnapshot.activeGroupIndex). */
  Active?: boolean;
  First?: boolean;
  Last?: boolean;
  IsActive?: boolean;
  YetToBeProcessed?: boolean;
  TempId?: Identifier;
};

/** spec 000 §3.1: Field option. */
export type FieldOption = {
  Id: Identifier;
  OptionName: string;
  OrderBy?: number;
  ImageURL?: string;
  /** Initially checked or selected when the bound value is empty. */
  Checked?: boolean;
  TimeOption?: string;
  IncludeDependentFields?: boolean;
  /** Dependent keys (a field's Dependentkey, else its Id) of the fields this option shows. */
  DependentFields?: Identifier[];
};

/** The object a repeatable item edits (one entry of WorkingObjs). */
export type WorkingObject = Record<string, unknown>;

/** spec 000 §3.1: OptionRequirement, where a field's options come from. */
export type OptionRequirement = {
  /** Leading path of the address (an API area); joined to Addrress with '/'. */
  API?: string;
  Addrress?: string;
  /** Builds the address from the form's values; wins over API and Addrress. */
  AddrressFunction?: (values: FormValues) => string;
  /** Adds the query parameters page and pageSize (spec 000 §7). */
  EnablePagination?: boolean;
  /** Default 20 (spec 000 §9). */
  PageSize?: number;
  /** First page to load; default 0. */
  Page?: number;
  /** Keep the field's own EformOptions and add the loaded ones after them, instead of replacing them. */
  AddToList?: boolean;
  /** With DefaulNameValueForItem: an option put before the loaded ones (e.g. 0, 'All'). */
  DefaultIdValueForItem?: Identifier;
  DefaulNameValueForItem?: string;
  /** Select the first option when the value is empty (drop-downs do unless this is false, spec 000 §4). */
  UseFirstItemAsDefaultId?: boolean;
  RequireSelectedOption?: boolean;
  /** Keys of the edited object that also receive the chosen option's id and name. */
  IdPropertyForItem?: string;
  NamePropertyForItem?: string;
  /** A property of the chosen loaded row copied into Answer.AdditionalFieldValue ... */
  AdditionalObjPropertyName?: string;
  /** ... and into values[AdditionalAnswerPropertyName]. */
  AdditionalAnswerPropertyName?: string;
  /** Row property read as the option id; default 'Id'. */
  OptionIdProp?: string;
  /** Row property read as the option name; default 'Name'. */
  OptionNameProp?: string;
  OptionImageProp?: string;
  DefaultOptionImage?: string;
};

/** spec 000 §3.1: CSVToArrayHeader entry. */
export type CsvHeader = { Name: string; IsNumber?: boolean };

/** spec 000 §3.1: counters (rating items with Status). */
export type RatingCounter = { Status?: boolean };

/** spec 000 §3.1: Field, including the repeatable group field's properties. */
export type Field = {
  Id: Identifier;
  FieldName: string;
  FieldType: FieldType;
  FieldOrder?: number;
  /** Columns of 12, 0 meaning hidden; default 4 (spec 000 §9). */
  PageWidth?: number;
  Required?: boolean;
  ErrorMessage?: string;
  /** The input's own maxlength attribute; MaxLength is the validated maximum. */
  Maxlength?: number;
  MinLength?: number;
  MaxLength?: number;
  MinNumber?: number;
  MaxNumber?: number;
  /** ISO 8601 date or date-time. */
  MinDate?: string;
  HasOptionList?: boolean;
  /** The key options list in DependentFields to show this field; default: the field's Id. */
  Dependentkey?: string;
  /** The property of the edited object this field reads and writes. */
  MyKey?: string;
  DefaultValue?: string | number | boolean;
  /** HTML help text. */
  Explanation?: string;
  PlaceHolder?: string;
  ClassName?: string;
  Disabled?: boolean;
  HideTitle?: boolean;
  IsUnique?: boolean;
  UseAsFilter?: boolean;
  RangeStart?: number;
  /** At most 100 (spec 000 §2.4); default 100. */
  RangeEnd?: number;
  RangeStep?: number;
  RangeInitialValue?: number;
  WorkingRangeStart?: number;
  WorkingRangeStep?: number;
  RangeInNum?: boolean;
  UnitOfMeasure?: string;
  UnitOfMeasureIcon?: string;
  IsUseOFMeasureBefore?: boolean;
  InformationLink?: string;
  EnableToggle?: boolean;
  CustomCounter?: boolean;
  ShowPagination?: boolean;
  SortBy?: string;
  UseExistingFiles?: boolean;
  HideImages?: boolean;
  Pictures?: string[];
  /** Phone fields: the initial country (ISO 3166 alpha-2); default NG. */
  CountryIso?: string;
  DialCode?: string;
  Countries?: string[];
  ShowPassword?: boolean;
  QuestionName?: string;
  EformOptions?: FieldOption[];
  OptionRequirement?: OptionRequirement;
  /** Shown only when an option listing it is chosen (spec 000 §4). */
  DependentOnOption?: boolean;
  /** State of the original engine; the model computes it (FieldSnapshot.visible). */
  DependentOptionSelected?: boolean;
  /** Shown only when every option listing it is chosen. */
  RequireFullConditions?: boolean;
  CSVToArrayHeader?: CsvHeader[];
  /** Read-only view of this field. */
  IsViewModel?: boolean;
  /** Repeatable fields: asked before an item is deleted; resolve false to keep it. */
  DeleteFunction?: (item: WorkingObject, index: number) => boolean | Promise<boolean>;
  GetRawQuestions?: boolean;
  /** Repeatable fields: the item property that names each item (its row header), instead of '{ItemObjectName} {n}'. */
  PropertyForNameOfItem?: string;
  Counters?: RatingCounter[];
  // spec 000 §3.1: repeatable group field (CollapsibleQuestions 26, TableQuestions 31)
  WorkingObjs?: WorkingObject[];
  /** Default 'Slide'. */
  ItemObjectName?: string;
  CanAdd?: boolean;
  CanDelete?: boolean;
  /** Default 'Order'. */
  ListOrderPropertyName?: string;
  CellMinWidth?: number;
  /** The item template: each item is a form of these groups. */
  Eform?: Form;
};

/** spec 000 §3.1: Answer. */
export type Answer = {
  FieldId: Identifier;
  FieldTypeId: FieldType;
  UserResponse: string;
  UserResponseInNum?: number;
  UserResponseInBool?: boolean;
  UserResponseOptions?: string[];
  EformFieldOptionId?: Identifier;
  AdditionalFieldId?: Identifier;
  AdditionalFieldValue?: string;
};
