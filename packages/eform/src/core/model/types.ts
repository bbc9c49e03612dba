import type { EformDisplayType, FieldKind } from '../definition/field-type.ts';
import type {
  Answer,
  Field,
  FieldOption,
  Form,
  FormValues,
  Group,
  Identifier,
  WorkingObject,
} from '../definition/types.ts';
import type { ErrorCode } from '../rules/error-codes.ts';
import type { LoadOptions, OptionCache } from '../rules/option-cache.ts';
import type { MoveDirection } from '../rules/repeatable-items.ts';
import type { SaveMode } from '../rules/save-mode.ts';
import type { UploadableFile, UploadService } from '../upload/upload-service.ts';
import type { FieldInput } from './field-input.ts';

export type Listener = () => void;
export type Unsubscribe = () => void;

/** Where a field's options stand (spec 000 §4). */
export type OptionsStatus = 'static' | 'loading' | 'loaded' | 'failed';

/** One item of a repeatable group: its own form model over the item template (Eform.GroupFields). */
export type RepeatableItem = {
  /** Stable for the item's life, across reorders. */
  key: string;
  index: number;
  /** '{ItemObjectName} {n}', n from 1. */
  label: string;
  open: boolean;
  isFirst: boolean;
  isLast: boolean;
  model: FormModel;
};

export type RepeatableSnapshot = {
  items: readonly RepeatableItem[];
  activeKey: string | undefined;
  canAdd: boolean;
  canDelete: boolean;
  /** spec 000 §4: up/down arrows only with more than one item. */
  showReorder: boolean;
};

export type UploadState = { uploading: boolean; progress: number | undefined };

/** Everything one field's renderer needs. A new object only when something of this field changed. */
export type FieldSnapshot = {
  key: string;
  field: Field;
  kind: FieldKind;
  /** What the control shows (raw text while typing, the slider position, option ids...). */
  input: FieldInput;
  /** The normalised value bound to values[MyKey] (last one that passed validation). */
  value: unknown;
  /** The Answer of `value` (undefined for labels and repeatable groups). */
  answer: Answer | undefined;
  /** The message to show under the field. */
  error: string | undefined;
  /** The stable code of `error`'s rule ('required', 'maxLength', 'server'...); undefined without an error. */
  errorCode: ErrorCode | undefined;
  /** Shown by its dependent-field conditions (spec 000 §4). */
  visible: boolean;
  /** Columns of 12; 0 means hidden. */
  width: number;
  required: boolean;
  readOnly: boolean;
  disabled: boolean;
  placeholder: string;
  /** Options to list, including 'Loading …', 'Previous …' (id '-2') and 'More …' (id '-1'). */
  options: readonly FieldOption[];
  optionsStatus: OptionsStatus;
  optionsPage: number;
  /** The chosen option(s) with their names, also when chosen on another page of options than the one listed. */
  chosenOptions: readonly FieldOption[];
  /** Phone fields: the chosen country (ISO alpha-2). */
  country: string | undefined;
  upload: UploadState | undefined;
  repeatable: RepeatableSnapshot | undefined;
};

export type GroupSnapshot = {
  key: string;
  group: Group;
  width: number;
  /** Keys of the fields shown, in order (visible and width above 0). */
  fieldKeys: readonly string[];
};

/** The form as a whole. Changes only on structure (visibility, navigation, mode), never on a keystroke. */
export type FormSnapshot = {
  definition: Form;
  displayType: EformDisplayType;
  groups: readonly GroupSnapshot[];
  /** Tabular and tab-by-tab: index in `groups` of the active group. */
  activeGroupIndex: number;
  /** One-by-one: the shown fields in order, and the active one. */
  questionKeys: readonly string[];
  activeQuestionKey: string | undefined;
  /** Rounded percentage of the active question (or group) position; draw it progressBarWidth() wide. */
  progress: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  saveMode: SaveMode;
  readOnly: boolean;
  succeeded: boolean;
};

export type AnswerResult =
  | { ok: true; answer: Answer | undefined }
  | { ok: false; error: string; code: ErrorCode };
export type NavigationResult = { moved: boolean; alert?: string };
export type ValidationResult = { valid: boolean; errors: Readonly<Record<string, string>> };

/** RFC 9457 problem details' `errors`: messages by wire property name ('Name', 'Stops.1.Name'). */
export type ServerErrors = Readonly<Record<string, readonly string[]>>;

export type ServerErrorsResult = {
  /** The messages now shown under fields, keyed as validate() keys its errors. */
  shown: Readonly<Record<string, string>>;
  /** The messages no shown field took (no field bound to the property, or the field is hidden). */
  unmatched: Readonly<Record<string, readonly string[]>>;
};

export type AnswerEvent = {
  field: Field;
  value: unknown;
  /** For an answer inside a repeatable item: the repeatable field's key and the item's key. */
  item?: { fieldKey: string; itemKey: string };
};

export type FormModelOptions = {
  /** The object being edited; fields read and write it by MyKey. */
  values?: FormValues;
  /** Called with each answer that passed validation (not for defaults or loaded values). */
  onAnswer?: (answer: Answer, event: AnswerEvent) => void;
  /** Fetches an option address (GET on the full address); needed for fields with an OptionRequirement. */
  loadOptions?: LoadOptions;
  /** Default: one cache for the whole session. */
  optionCache?: OptionCache;
  upload?: UploadService;
  /** Asked before a repeatable item is deleted when the field has no DeleteFunction. */
  confirmDelete?: (item: WorkingObject, field: Field) => boolean | Promise<boolean>;
  /** Option-load, upload and resize failures: show as an error alert (spec 000 §8). */
  onError?: (message: string) => void;
  /** View mode for the whole form. */
  readOnly?: boolean;
  /** Start loading options on creation; default true. */
  autoLoadOptions?: boolean;
};

export type FieldId = Identifier;

export type FormModel = {
  readonly definition: Form;
  subscribe(listener: Listener): Unsubscribe;
  getSnapshot(): FormSnapshot;
  subscribeField(fieldId: FieldId, listener: Listener): Unsubscribe;
  getFieldSnapshot(fieldId: FieldId): FieldSnapshot;
  /** Called after any bound value changes (here or in a repeatable item). */
  subscribeValues(listener: Listener): Unsubscribe;

  answer(fieldId: FieldId, input: FieldInput): AnswerResult;
  selectOption(fieldId: FieldId, optionId: Identifier): AnswerResult;
  toggleOption(fieldId: FieldId, optionId: Identifier, checked: boolean): AnswerResult;
  addToList(fieldId: FieldId, text: string): AnswerResult;
  removeFromList(fieldId: FieldId, index: number): AnswerResult;
  setCountry(fieldId: FieldId, countryIso: string): AnswerResult;
  importCsv(fieldId: FieldId, text: string): AnswerResult;
  setFiles(fieldId: FieldId, filePaths: readonly string[]): AnswerResult;
  removeFile(fieldId: FieldId, filePath: string): AnswerResult;
  upload(fieldId: FieldId, files: readonly UploadableFile[]): Promise<boolean>;
  resizeImage(fieldId: FieldId, filePath: string, width: number, height: number): Promise<boolean>;

  loadOptions(fieldId: FieldId, page?: number): Promise<void>;

  next(): NavigationResult;
  previous(): NavigationResult;
  setActiveGroup(index: number): void;
  setActiveQuestion(fieldId: FieldId): void;

  addItem(fieldId: FieldId): string | undefined;
  deleteItem(fieldId: FieldId, itemKey: string): Promise<boolean>;
  moveItem(fieldId: FieldId, itemKey: string, direction: MoveDirection): boolean;
  toggleItem(fieldId: FieldId, itemKey: string): void;

  validate(): ValidationResult;
  /**
   * Shows a problem's per-property messages under the fields bound to them (errorCode 'server'), replacing
   * the ones shown before. A field's server error goes when its value next changes. Returns what it showed
   * and what no field took (show that in the alert).
   */
  setServerErrors(errors: ServerErrors): ServerErrorsResult;
  clearServerErrors(): void;
  getValues(): FormValues;
  getAnswers(): Answer[];
  setValues(values: FormValues): void;
  setSucceeded(succeeded: boolean): void;
  dispose(): void;
};
