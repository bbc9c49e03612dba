import { z } from 'zod';
import { EformDisplayType, type FieldType, isFieldType } from './field-type.ts';
import { checkFormReferences } from './schema-references.ts';
import type { Form, FormValues, WorkingObject } from './types.ts';

// Readable definition checks: each message completes "<path>: ..." (see validateDefinition).
const identifier = z.union([z.int(), z.string().min(1)], { error: 'expected a number or a non-empty text' });
const columns = z.int().min(0, 'must be 0 to 12 columns').max(12, 'must be 0 to 12 columns');
const count = z.int().min(0, 'must not be negative');
const isoDate = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 date');
// abort: false lets the cross-field checks below run beside a bad value (they are skipped on a broken shape).
const fn = <T>() =>
  z.custom<T>((value) => typeof value === 'function', { error: 'expected a function', abort: false });

const displayTypes = new Set<number>(Object.values(EformDisplayType));
const displayType = z.custom<EformDisplayType>((code) => typeof code === 'number' && displayTypes.has(code), {
  abort: false,
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a display type (Regular 0, Tabular 1, Tab_By_Tab_Question 2, One_By_One_Question 3)`,
});
const fieldType = z.custom<FieldType>(isFieldType, {
  abort: false,
  error: (issue) => `${JSON.stringify(issue.input)} is not a field type`,
});

export const fieldOptionSchema = z.strictObject({
  Id: identifier,
  OptionName: z.string(),
  OrderBy: z.number().optional(),
  ImageURL: z.string().optional(),
  Checked: z.boolean().optional(),
  TimeOption: z.string().optional(),
  IncludeDependentFields: z.boolean().optional(),
  DependentFields: z.array(identifier).optional(),
});

export const optionRequirementSchema = z.strictObject({
  API: z.string().optional(),
  Addrress: z.string().optional(),
  AddrressFunction: fn<(values: FormValues) => string>().optional(),
  EnablePagination: z.boolean().optional(),
  PageSize: z.int().min(1, 'must be at least 1').optional(),
  Page: count.optional(),
  AddToList: z.boolean().optional(),
  DefaultIdValueForItem: identifier.optional(),
  DefaulNameValueForItem: z.string().optional(),
  UseFirstItemAsDefaultId: z.boolean().optional(),
  RequireSelectedOption: z.boolean().optional(),
  IdPropertyForItem: z.string().optional(),
  NamePropertyForItem: z.string().optional(),
  AdditionalObjPropertyName: z.string().optional(),
  AdditionalAnswerPropertyName: z.string().optional(),
  OptionIdProp: z.string().optional(),
  OptionNameProp: z.string().optional(),
  OptionImageProp: z.string().optional(),
  DefaultOptionImage: z.string().optional(),
});

const text = z.string().optional();
const flag = z.boolean().optional();
const num = z.number().optional();

export const fieldSchema = z.strictObject({
  Id: identifier,
  FieldName: z.string(),
  FieldType: fieldType,
  FieldOrder: num,
  PageWidth: columns.optional(),
  Required: flag,
  ErrorMessage: text,
  Maxlength: count.optional(),
  MinLength: count.optional(),
  MaxLength: count.optional(),
  MinNumber: num,
  MaxNumber: num,
  MinDate: isoDate.optional(),
  HasOptionList: flag,
  Dependentkey: text,
  MyKey: z.string().min(1).optional(),
  DefaultValue: z.union([z.string(), z.number(), z.boolean()]).optional(),
  Explanation: text,
  PlaceHolder: text,
  ClassName: text,
  Disabled: flag,
  HideTitle: flag,
  IsUnique: flag,
  UseAsFilter: flag,
  RangeStart: num,
  // spec 000 §2.4: the range slider's maximum is 100.
  RangeEnd: z.number().gt(0, 'must be above 0').max(100, 'must be at most 100').optional(),
  RangeStep: z.number().gt(0, 'must be above 0').optional(),
  RangeInitialValue: num,
  WorkingRangeStart: num,
  WorkingRangeStep: num,
  RangeInNum: flag,
  UnitOfMeasure: text,
  UnitOfMeasureIcon: text,
  IsUseOFMeasureBefore: flag,
  InformationLink: text,
  EnableToggle: flag,
  CustomCounter: flag,
  ShowPagination: flag,
  SortBy: text,
  UseExistingFiles: flag,
  HideImages: flag,
  Pictures: z.array(z.string()).optional(),
  CountryIso: z.string().length(2, 'expected a two-letter country code').optional(),
  DialCode: text,
  Countries: z.array(z.string()).optional(),
  ShowPassword: flag,
  QuestionName: text,
  EformOptions: z.array(fieldOptionSchema).optional(),
  OptionRequirement: optionRequirementSchema.optional(),
  DependentOnOption: flag,
  DependentOptionSelected: flag,
  RequireFullConditions: flag,
  CSVToArrayHeader: z.array(z.strictObject({ Name: z.string().min(1), IsNumber: flag })).optional(),
  IsViewModel: flag,
  DeleteFunction: fn<(item: WorkingObject, index: number) => boolean | Promise<boolean>>().optional(),
  GetRawQuestions: flag,
  PropertyForNameOfItem: text,
  Counters: z.array(z.strictObject({ Status: flag })).optional(),
  WorkingObjs: z.array(z.record(z.string(), z.unknown())).optional(),
  ItemObjectName: text,
  CanAdd: flag,
  CanDelete: flag,
  ListOrderPropertyName: z.string().min(1).optional(),
  CellMinWidth: num,
  get Eform(): z.ZodOptional<z.ZodType<Form>> {
    return formSchema.optional();
  },
});

export const groupSchema = z.strictObject({
  Id: identifier.optional(),
  GroupName: text,
  GroupOrder: num,
  Description: text,
  Fields: z.array(fieldSchema),
  ShowGroupName: flag,
  GroupPageWidth: columns.optional(),
  UseForSubsequentUpdate: flag,
  Active: flag,
  First: flag,
  Last: flag,
  IsActive: flag,
  YetToBeProcessed: flag,
  TempId: identifier.optional(),
});

export const formShape = {
  Id: identifier.optional(),
  FormName: text,
  EformDisplayType: displayType.optional(),
  GroupFields: z.array(groupSchema),
  SuccessMessage: text,
  UseForTemplate: flag,
  Progress: num,
  IsFirst: flag,
  IsLast: flag,
};

/** A form definition (spec 000 §3.1), with the checks across fields that types cannot express. */
export const formSchema: z.ZodType<Form> = z.strictObject(formShape).superRefine((form, context) => {
  for (const problem of checkFormReferences(form as Form)) {
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});
