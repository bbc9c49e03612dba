// The 300 fields of the benchmark (definitions.ts) as the two libraries this engine is compared with define
// them: each field type mapped to the library's closest question or widget, the groups to titled panels or
// fieldsets on one page (as the Regular display shows them), the record's stored values as the library's data.
import { type Field, FieldType, type Form } from '@wayfare/eform/core';

type Json = Record<string, unknown>;

const optionsOf = (field: Field) => field.EformOptions ?? [];
const templateFieldsOf = (field: Field) => field.Eform?.GroupFields.flatMap((group) => group.Fields) ?? [];

// ---------------------------------------------------------------------------------------------------------
// SurveyJS (survey-core's JSON: https://surveyjs.io/form-library/documentation/design-survey/create-a-simple-survey)

function surveyColumn(field: Field): Json {
  switch (field.FieldType) {
    case FieldType.NumberTextBox:
      return { name: field.MyKey, title: field.FieldName, cellType: 'text', inputType: 'number' };
    case FieldType.DropDown:
      return {
        name: field.MyKey,
        title: field.FieldName,
        cellType: 'dropdown',
        choices: optionsOf(field).map((o) => ({ value: o.Id, text: o.OptionName })),
      };
    case FieldType.SingleCheckBox:
      return { name: field.MyKey, title: field.FieldName, cellType: 'boolean' };
    default:
      return { name: field.MyKey, title: field.FieldName, cellType: 'text', isRequired: !!field.Required };
  }
}

/** One field as a SurveyJS question: its closest question type. */
function surveyQuestion(field: Field): Json {
  const base = {
    name: field.MyKey ?? `label${field.Id}`,
    title: field.FieldName,
    isRequired: !!field.Required,
  };
  const choices = () => optionsOf(field).map((o) => ({ value: o.Id, text: o.OptionName }));
  const imageChoices = () =>
    optionsOf(field).map((o) => ({ value: o.Id, text: o.OptionName, imageLink: o.ImageURL }));
  switch (field.FieldType) {
    case FieldType.TextBox:
      return { ...base, type: 'text' };
    case FieldType.TextArea:
    case FieldType.EditableTextArea: // no rich-text question: a comment box
      return { ...base, type: 'comment' };
    case FieldType.Radio:
      return { ...base, type: 'radiogroup', choices: choices() };
    case FieldType.CheckBox:
      return { ...base, type: 'checkbox', choices: choices() };
    case FieldType.DropDown:
      return { ...base, type: 'dropdown', choices: choices() };
    case FieldType.Image:
    case FieldType.GraphicUploader:
      return { ...base, type: 'file', acceptedTypes: 'image/*', storeDataAsText: false };
    case FieldType.MultipleImages:
      return { ...base, type: 'file', acceptedTypes: 'image/*', allowMultiple: true, storeDataAsText: false };
    case FieldType.PDFUploader:
    case FieldType.CSVUploader:
    case FieldType.WordUploader:
      return { ...base, type: 'file', storeDataAsText: false };
    case FieldType.NumberTextBox:
      return { ...base, type: 'text', inputType: 'number', min: field.MinNumber, max: field.MaxNumber };
    case FieldType.EmailTextBox:
      return { ...base, type: 'text', inputType: 'email' };
    case FieldType.URLTextBox:
      return { ...base, type: 'text', inputType: 'url' };
    case FieldType.Password:
      return { ...base, type: 'text', inputType: 'password' };
    case FieldType.PhoneNumberTextBox:
      return { ...base, type: 'text', inputType: 'tel' };
    case FieldType.Color:
      return { ...base, type: 'text', inputType: 'color' };
    case FieldType.DatePicker:
      return { ...base, type: 'text', inputType: 'date' };
    case FieldType.DateTimePicker:
      return { ...base, type: 'text', inputType: 'datetime-local' };
    case FieldType.Rating:
      return { ...base, type: 'rating', rateMax: 5, rateType: 'stars' };
    case FieldType.ImageRadio:
      return { ...base, type: 'imagepicker', choices: imageChoices(), showLabel: true };
    case FieldType.ImageCheckBox:
      return { ...base, type: 'imagepicker', choices: imageChoices(), showLabel: true, multiSelect: true };
    case FieldType.SingleCheckBox:
      return { ...base, type: 'boolean', renderAs: 'checkbox' };
    case FieldType.Range:
      return { ...base, type: 'slider', min: 0, max: field.RangeEnd ?? 100 };
    case FieldType.TextList:
    case FieldType.URLList:
    case FieldType.EmailList: // a list of entries: a dynamic matrix of one column
      return {
        ...base,
        type: 'matrixdynamic',
        columns: [{ name: 'value', title: field.FieldName, cellType: 'text' }],
        rowCount: 0,
      };
    case FieldType.TextBoxes: // a number box per option
      return {
        ...base,
        type: 'multipletext',
        items: optionsOf(field).map((o) => ({
          name: String(o.Id),
          title: o.OptionName,
          inputType: 'number',
        })),
      };
    case FieldType.CollapsibleQuestions:
      return {
        ...base,
        type: 'paneldynamic',
        templateElements: templateFieldsOf(field).map(surveyQuestion),
        templateTitle: `${field.ItemObjectName} {panelIndex}`,
        displayMode: 'list',
      };
    case FieldType.TableQuestions:
      return {
        ...base,
        type: 'matrixdynamic',
        columns: templateFieldsOf(field).map(surveyColumn),
        rowCount: 0,
        allowRemoveRows: !!field.CanDelete,
      };
    case FieldType.Label:
      return { name: `label${field.Id}`, type: 'html', html: field.Explanation ?? field.FieldName };
    default:
      return { ...base, type: 'text' };
  }
}

/** SurveyJS data of a stored value (the shapes its questions take). */
function surveyValue(field: Field, value: unknown): unknown {
  switch (field.FieldType) {
    case FieldType.CheckBox:
    case FieldType.ImageCheckBox:
      return String(value)
        .split(',')
        .map((id) => Number(id.trim()));
    case FieldType.DatePicker:
      return String(value).slice(0, 10);
    case FieldType.DateTimePicker:
      return String(value).slice(0, 16);
    case FieldType.TextList:
      return (value as string[]).map((entry) => ({ value: entry }));
    case FieldType.TextBoxes:
      return Object.fromEntries(optionsOf(field).map((o, i) => [String(o.Id), (value as number[])[i]]));
    default:
      return value;
  }
}

/** The form as SurveyJS JSON (one page, a titled panel per group) and the record as its data. */
export function surveyJsonOf(form: Form, values: Record<string, unknown>) {
  const json = {
    title: form.FormName,
    showQuestionNumbers: 'off',
    pages: [
      {
        name: 'page1',
        elements: form.GroupFields.map((group) => ({
          type: 'panel',
          name: `group${group.Id}`,
          title: group.GroupName,
          elements: group.Fields.map(surveyQuestion),
        })),
      },
    ],
  };
  const data: Json = {};
  for (const field of form.GroupFields.flatMap((group) => group.Fields))
    if (field.MyKey && values[field.MyKey] !== undefined)
      data[field.MyKey] = surveyValue(field, values[field.MyKey]);
  return { json, data };
}

// ---------------------------------------------------------------------------------------------------------
// react-jsonschema-form (a JSON Schema, a uiSchema and formData: https://rjsf-team.github.io/react-jsonschema-form/docs/)

type RjsfField = { schema: Json; ui?: Json };

const enumOf = (field: Field) => ({
  type: 'integer',
  oneOf: optionsOf(field).map((o) => ({ const: o.Id, title: o.OptionName })),
});

/** One field as a JSON Schema property and its uiSchema: the closest widget. */
function rjsfField(field: Field): RjsfField {
  const title = field.FieldName;
  const file: Json = { type: 'string', format: 'data-url', title };
  switch (field.FieldType) {
    case FieldType.TextBox:
      return { schema: { type: 'string', title } };
    case FieldType.TextArea:
    case FieldType.EditableTextArea: // no rich-text widget: a text area
      return { schema: { type: 'string', title }, ui: { 'ui:widget': 'textarea' } };
    case FieldType.Radio:
    case FieldType.ImageRadio:
      return { schema: { ...enumOf(field), title }, ui: { 'ui:widget': 'radio' } };
    case FieldType.CheckBox:
    case FieldType.ImageCheckBox:
      return {
        schema: { type: 'array', title, uniqueItems: true, items: enumOf(field) },
        ui: { 'ui:widget': 'checkboxes' },
      };
    case FieldType.DropDown:
      return { schema: { ...enumOf(field), title } };
    case FieldType.Image:
    case FieldType.GraphicUploader:
      return { schema: file, ui: { 'ui:options': { accept: 'image/*' } } };
    case FieldType.PDFUploader:
    case FieldType.CSVUploader:
    case FieldType.WordUploader:
      return { schema: file };
    case FieldType.MultipleImages:
      return { schema: { type: 'array', title, items: { type: 'string', format: 'data-url' } } };
    case FieldType.NumberTextBox:
      return { schema: { type: 'number', title, minimum: field.MinNumber, maximum: field.MaxNumber } };
    case FieldType.EmailTextBox:
      return { schema: { type: 'string', format: 'email', title } };
    case FieldType.URLTextBox:
      return { schema: { type: 'string', format: 'uri', title } };
    case FieldType.Password:
      return { schema: { type: 'string', title }, ui: { 'ui:widget': 'password' } };
    case FieldType.PhoneNumberTextBox:
      return { schema: { type: 'string', title }, ui: { 'ui:options': { inputType: 'tel' } } };
    case FieldType.Color:
      return { schema: { type: 'string', title }, ui: { 'ui:widget': 'color' } };
    case FieldType.DatePicker:
      return { schema: { type: 'string', format: 'date', title } };
    case FieldType.DateTimePicker:
      return { schema: { type: 'string', format: 'date-time', title } };
    case FieldType.Rating: // no star rating: five radios in a row
      return {
        schema: { type: 'integer', title, enum: [1, 2, 3, 4, 5] },
        ui: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
      };
    case FieldType.SingleCheckBox:
      return { schema: { type: 'boolean', title } };
    case FieldType.Range:
      return {
        schema: { type: 'integer', title, minimum: 0, maximum: field.RangeEnd ?? 100 },
        ui: { 'ui:widget': 'range' },
      };
    case FieldType.TextList:
    case FieldType.URLList:
    case FieldType.EmailList:
      return { schema: { type: 'array', title, items: { type: 'string' } } };
    case FieldType.TextBoxes:
      return {
        schema: {
          type: 'object',
          title,
          properties: Object.fromEntries(
            optionsOf(field).map((o) => [String(o.Id), { type: 'number', title: o.OptionName }]),
          ),
        },
      };
    case FieldType.CollapsibleQuestions:
    case FieldType.TableQuestions: {
      const item = templateFieldsOf(field).map((f) => [f.MyKey!, rjsfField(f)] as const);
      return {
        schema: {
          type: 'array',
          title,
          items: {
            type: 'object',
            title: field.ItemObjectName,
            properties: Object.fromEntries(item.map(([key, f]) => [key, f.schema])),
          },
        },
        ui: { items: Object.fromEntries(item.flatMap(([key, f]) => (f.ui ? [[key, f.ui]] : []))) },
      };
    }
    case FieldType.Label:
      return { schema: { type: 'null', title, description: 'Answer every question you can.' } };
    default:
      return { schema: { type: 'string', title } };
  }
}

/** rjsf's formData of a stored value. */
function rjsfValue(field: Field, value: unknown): unknown {
  switch (field.FieldType) {
    case FieldType.CheckBox:
    case FieldType.ImageCheckBox:
      return String(value)
        .split(',')
        .map((id) => Number(id.trim()));
    case FieldType.DatePicker:
      return String(value).slice(0, 10);
    case FieldType.DateTimePicker:
      return `${String(value)}.000Z`;
    case FieldType.TextBoxes:
      return Object.fromEntries(optionsOf(field).map((o, i) => [String(o.Id), (value as number[])[i]]));
    case FieldType.CollapsibleQuestions:
    case FieldType.TableQuestions:
      return (value as Json[]).map(({ Order: _order, ...item }) => item);
    default:
      return value;
  }
}

const groupKey = (id: unknown) => `S${String(id)}`;

/**
 * The form as one JSON Schema object with an object (a fieldset with its legend) per group, its uiSchema, and
 * the record as formData. The last field's id is `root_S{last group}_{its key}`.
 */
export function rjsfOf(form: Form, values: Record<string, unknown>) {
  const properties: Json = {};
  const uiSchema: Json = {};
  const formData: Json = {};
  for (const group of form.GroupFields) {
    const groupProperties: Json = {};
    const groupUi: Json = {};
    const groupData: Json = {};
    const required: string[] = [];
    for (const field of group.Fields) {
      const key = field.MyKey ?? `label${field.Id}`;
      const { schema, ui } = rjsfField(field);
      groupProperties[key] = schema;
      if (ui) groupUi[key] = ui;
      if (field.Required) required.push(key);
      if (field.MyKey && values[field.MyKey] !== undefined)
        groupData[key] = rjsfValue(field, values[field.MyKey]);
    }
    properties[groupKey(group.Id)] = {
      type: 'object',
      title: group.GroupName,
      properties: groupProperties,
      required,
    };
    uiSchema[groupKey(group.Id)] = groupUi;
    formData[groupKey(group.Id)] = groupData;
  }
  const lastGroup = form.GroupFields.at(-1)!;
  const lastField = lastGroup.Fields.at(-1)!;
  return {
    schema: { type: 'object', title: form.FormName, properties },
    uiSchema,
    formData,
    lastFieldId: `root_${groupKey(lastGroup.Id)}_${lastField.MyKey ?? `label${lastField.Id}`}`,
  };
}
