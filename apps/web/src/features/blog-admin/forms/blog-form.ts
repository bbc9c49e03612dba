import {
  ContentType,
  type ContentTypeId,
  callPath,
  contentTypeNames,
  DEFAULT_CONTENT_WIDTH,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dropDownField, textField } from '../../../components/screen/index.ts';

// spec 001 §3 (Blog article, Row, Content) and issue 20 §3: the Blog Center's editor. Required flags
// and lengths (Name 200, SEOs 300…) come from the Create/UpdateBlog body schemas (useRecordEditor).

/** The embedded HTML's own key in the form: Text and Embedded content both send it as Content. */
export const EMBEDDED = 'EmbeddedContent';

const checkBox = (Id: number, FieldName: string, MyKey: string, more: Partial<Field> = {}): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.SingleCheckBox,
  MyKey,
  PageWidth: 4,
  ...more,
});
/** Shown only while its content kind is chosen. */
const ofKind = (field: Field): Field => ({ ...field, DependentOnOption: true });
/** A picture chosen in the file manager (admins) or uploaded; the server keeps its /uploads/ address. */
const picture = (Id: number, FieldName: string, MyKey: string, PageWidth: number): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.Image,
  MyKey,
  PageWidth,
  UseExistingFiles: true,
});

/** The fields (by Id, below) each content kind shows. */
const kindFields = {
  [ContentType.Text]: [3],
  [ContentType.Picture]: [4],
  [ContentType.Video]: [5, 6, 7, 8, 9, 10, 11],
  [ContentType.Embedded_Content]: [12],
};

/** One content block of a row: its kind, its width of 12, and the fields of that kind. */
const contentForm: Form = {
  GroupFields: [
    {
      Id: 'Content',
      Fields: [
        {
          Id: 1,
          FieldName: 'Content Type',
          FieldType: FieldType.DropDown,
          MyKey: 'ContentType',
          PageWidth: 6,
          Required: true,
          EformOptions: Object.entries(kindFields).map(([id, shows]) => ({
            Id: Number(id),
            OptionName: contentTypeNames[Number(id) as ContentTypeId].replace('_', ' '),
            DependentFields: shows,
          })),
        },
        {
          Id: 2,
          FieldName: 'Width',
          FieldType: FieldType.NumberTextBox,
          MyKey: 'Width',
          PageWidth: 6,
          MinNumber: 1,
          MaxNumber: 12,
          DefaultValue: DEFAULT_CONTENT_WIDTH,
          Explanation: 'Of 12 columns: 12 is the whole width, 6 half of it',
        },
        ofKind({
          Id: 3,
          FieldName: 'Text',
          FieldType: FieldType.EditableTextArea,
          MyKey: 'Content',
          PageWidth: 12,
        }),
        ofKind(picture(4, 'Picture', 'Picture', 12)),
        ofKind(checkBox(5, 'YouTube video', 'IsYouTube')),
        ofKind({
          ...textField(6, 'Video URL', 'VideoURL', 8),
          FieldType: FieldType.URLTextBox,
          Explanation: 'A YouTube or Vimeo address, an uploaded video or another https address',
        }),
        ofKind(picture(7, 'Poster', 'Poster', 12)),
        ofKind(checkBox(8, 'Allow Controls', 'AllowControl', { DefaultValue: true, PageWidth: 3 })),
        ofKind(checkBox(9, 'Auto Play', 'AutoPlay', { PageWidth: 3 })),
        ofKind(checkBox(10, 'Mute', 'Mute', { PageWidth: 3 })),
        ofKind(checkBox(11, 'Loop Forever', 'LoopForever', { PageWidth: 3 })),
        ofKind({
          Id: 12,
          FieldName: 'Embedded Content',
          FieldType: FieldType.TextArea,
          MyKey: EMBEDDED,
          PageWidth: 12,
          Explanation: 'The HTML of a YouTube, Vimeo or Google Maps embed: only its frame is kept',
        }),
      ],
    },
  ],
};

/** A row of content blocks; FitToScreen only for the pages that are not articles. */
const rowForm = (article: boolean): Form => ({
  GroupFields: [
    {
      Id: 'Row',
      Fields: [
        checkBox(1, 'Fit To Screen', 'FitToScreen', { PageWidth: article ? 0 : 12 }),
        {
          Id: 2,
          FieldName: 'Contents',
          FieldType: FieldType.CollapsibleQuestions,
          MyKey: 'Contents',
          ItemObjectName: 'Content',
          ListOrderPropertyName: 'Order',
          CanAdd: true,
          CanDelete: true,
          PageWidth: 12,
          Eform: contentForm,
        },
      ],
    },
  ],
});

/**
 * The article's form: General Information and Page Content. `article` (PageType 5) hides the rows'
 * FitToScreen and says ArticleDate is required; the editor builds the form again when PageType changes.
 */
export function blogForm(article: boolean): Form {
  return {
    FormName: 'Blog article',
    GroupFields: [
      {
        Id: 'General',
        GroupName: 'General Information',
        ShowGroupName: true,
        GroupOrder: 1,
        Fields: [
          textField(1, 'Name', 'Name', 8),
          dropDownField(2, 'Page Type', 'PageType', 4, {
            Addrress: callPath(calls.Blogs.GetPageTypes),
            NamePropertyForItem: 'PageTypeName',
          }),
          picture(3, 'Picture', 'Picture', 6),
          {
            Id: 4,
            FieldName: 'Article Date',
            FieldType: FieldType.DatePicker,
            MyKey: 'ArticleDate',
            PageWidth: 6,
            // spec 001 §5: required for an Article only, a rule of the schema (not a limit): the editor
            // marks it Required for an Article (useRecordEditor's requiredByRule).
          },
          {
            ...textField(5, 'SEOs', 'SEOs', 12),
            FieldType: FieldType.TextArea,
            Explanation: 'The page description search engines show',
          },
          { ...textField(6, 'Tags', 'Tags', 12), Explanation: 'Separated by commas: travel, safety' },
          {
            Id: 7,
            FieldName: 'Summary',
            FieldType: FieldType.EditableTextArea,
            MyKey: 'Summary',
            PageWidth: 12,
          },
          // Made from the Name at creation and never changed, so shared links keep working.
          { ...textField(8, 'Url', 'Url', 12), IsViewModel: true },
        ],
      },
      {
        Id: 'Content',
        GroupName: 'Page Content',
        ShowGroupName: true,
        GroupOrder: 2,
        Fields: [
          {
            Id: 9,
            FieldName: 'Rows',
            FieldType: FieldType.CollapsibleQuestions,
            MyKey: 'ContentsJson',
            ItemObjectName: 'Row',
            ListOrderPropertyName: 'Order',
            CanAdd: true,
            CanDelete: true,
            PageWidth: 12,
            Eform: rowForm(article),
          },
        ],
      },
    ],
  };
}
