import { FieldType } from '../core/index.ts';
import { checkBoxRenderer } from './fields/check-box-field.tsx';
import { collapsibleQuestionsRenderer } from './fields/collapsible-questions-field.tsx';
import { colorRenderer } from './fields/color-field.tsx';
import { csvUploaderRenderer } from './fields/csv-uploader-field.tsx';
import { datePickerRenderer } from './fields/date-picker-field.tsx';
import { dateTimePickerRenderer } from './fields/date-time-picker-field.tsx';
import { dropDownRenderer } from './fields/drop-down-field.tsx';
import { editableTextAreaRenderer } from './fields/editable-text-area-field.tsx';
import { emailRenderer } from './fields/email-field.tsx';
import { emailListRenderer } from './fields/email-list-field.tsx';
import { graphicUploaderRenderer } from './fields/graphic-uploader-field.tsx';
import { imageCheckBoxRenderer } from './fields/image-check-box-field.tsx';
import { imageRenderer } from './fields/image-field.tsx';
import { imageRadioRenderer } from './fields/image-radio-field.tsx';
import { labelRenderer } from './fields/label-field.tsx';
import { multipleImagesRenderer } from './fields/multiple-images-field.tsx';
import { numberRenderer } from './fields/number-field.tsx';
import { passwordRenderer } from './fields/password-field.tsx';
import { pdfUploaderRenderer } from './fields/pdf-uploader-field.tsx';
import { phoneNumberRenderer } from './fields/phone-number-field.tsx';
import { radioRenderer } from './fields/radio-field.tsx';
import { rangeRenderer } from './fields/range-field.tsx';
import { ratingRenderer } from './fields/rating-field.tsx';
import { singleCheckBoxRenderer } from './fields/single-check-box-field.tsx';
import { tableQuestionsRenderer } from './fields/table-questions-field.tsx';
import { textAreaRenderer } from './fields/text-area-field.tsx';
import { textBoxRenderer } from './fields/text-box-field.tsx';
import { textBoxesRenderer } from './fields/text-boxes-field.tsx';
import { textListRenderer } from './fields/text-list-field.tsx';
import { urlRenderer } from './fields/url-field.tsx';
import { urlListRenderer } from './fields/url-list-field.tsx';
import { wordUploaderRenderer } from './fields/word-uploader-field.tsx';
import type { FieldRegistry } from './parts/renderer-types.ts';

/** One renderer per field type (spec 000 §3.1 codes); `<EForm renderers>` can replace any of them. */
export const fieldRenderers: FieldRegistry = {
  [FieldType.TextBox]: textBoxRenderer,
  [FieldType.TextArea]: textAreaRenderer,
  [FieldType.Radio]: radioRenderer,
  [FieldType.CheckBox]: checkBoxRenderer,
  [FieldType.DropDown]: dropDownRenderer,
  [FieldType.Image]: imageRenderer,
  [FieldType.NumberTextBox]: numberRenderer,
  [FieldType.EmailTextBox]: emailRenderer,
  [FieldType.DatePicker]: datePickerRenderer,
  [FieldType.EditableTextArea]: editableTextAreaRenderer,
  [FieldType.PDFUploader]: pdfUploaderRenderer,
  [FieldType.CSVUploader]: csvUploaderRenderer,
  [FieldType.WordUploader]: wordUploaderRenderer,
  [FieldType.GraphicUploader]: graphicUploaderRenderer,
  [FieldType.Rating]: ratingRenderer,
  [FieldType.ImageRadio]: imageRadioRenderer,
  [FieldType.ImageCheckBox]: imageCheckBoxRenderer,
  [FieldType.MultipleImages]: multipleImagesRenderer,
  [FieldType.DateTimePicker]: dateTimePickerRenderer,
  [FieldType.URLTextBox]: urlRenderer,
  [FieldType.SingleCheckBox]: singleCheckBoxRenderer,
  [FieldType.Color]: colorRenderer,
  [FieldType.Range]: rangeRenderer,
  [FieldType.Password]: passwordRenderer,
  [FieldType.CollapsibleQuestions]: collapsibleQuestionsRenderer,
  [FieldType.TextList]: textListRenderer,
  [FieldType.URLList]: urlListRenderer,
  [FieldType.EmailList]: emailListRenderer,
  [FieldType.TextBoxes]: textBoxesRenderer,
  [FieldType.TableQuestions]: tableQuestionsRenderer,
  [FieldType.Label]: labelRenderer,
  [FieldType.PhoneNumberTextBox]: phoneNumberRenderer,
};
