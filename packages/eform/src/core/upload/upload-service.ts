import { FieldType } from '../definition/field-type.ts';
import type { Field, Identifier } from '../definition/types.ts';

/** spec 000 §3.2: file types. */
export type UploadFileType = 'Picture' | 'Word' | 'CSV' | 'PDF' | 'Graphic';

/** spec 000 §3.2: upload settings, plus the resize defaults of spec 000 §7 and §9. */
export type UploadSettings = {
  Id?: Identifier;
  Title?: string;
  FileURL?: string;
  FileURLs?: string[];
  DefaultFolder?: string;
  IsMutiple?: boolean;
  Accept?: string;
  Type: UploadFileType;
  /** Default 1200. */
  ResizedToWidth: number;
  /** Default 0 (keep the proportion). */
  ResizedToHeight: number;
};

/** What the engine needs of a chosen file; a browser File fits it. */
export type UploadableFile = { readonly name: string; readonly size: number; readonly type: string };

/**
 * The upload service the app provides (spec 000 §7: POST FileUpload/PictureUpload, PDFUpload, CSVUpload,
 * WordDocUpload, GraphicDesignFileUpload with progress; POST FileUpload/ResizedImage). The core never talks
 * to the network itself.
 */
export type UploadService = {
  /** Uploads one file, reporting progress from 0 to 100; resolves with the stored file's path. */
  upload(
    file: UploadableFile,
    settings: UploadSettings,
    onProgress: (percent: number) => void,
  ): Promise<{ FilePath: string }>;
  /** spec 000 §4: resizing returns a new file path that replaces the chosen image. */
  resize?(filePath: string, width: number, height: number): Promise<{ FilePath: string }>;
};

// spec 000 §9: upload resize defaults.
export const DEFAULT_RESIZE_WIDTH = 1200;
export const DEFAULT_RESIZE_HEIGHT = 0;

const uploadTypes: Partial<Record<FieldType, { Type: UploadFileType; Accept: string }>> = {
  [FieldType.Image]: { Type: 'Picture', Accept: 'image/*' },
  [FieldType.MultipleImages]: { Type: 'Picture', Accept: 'image/*' },
  [FieldType.PDFUploader]: { Type: 'PDF', Accept: '.pdf,application/pdf' },
  [FieldType.CSVUploader]: { Type: 'CSV', Accept: '.csv,text/csv' },
  [FieldType.WordUploader]: {
    Type: 'Word',
    Accept:
      '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  [FieldType.GraphicUploader]: { Type: 'Graphic', Accept: '.psd,.ai,.eps,.cdr,.svg,.pdf' },
};

/** Whether a field uploads files (image, PDF, CSV, Word, graphic uploaders and multiple images). */
export const isUploadField = (field: Pick<Field, 'FieldType'>) => uploadTypes[field.FieldType] !== undefined;

/** The settings a field uploads with. */
export function uploadSettingsFor(field: Field): UploadSettings {
  const kind = uploadTypes[field.FieldType];
  if (!kind) throw new Error(`${field.FieldName} does not upload files`);
  return {
    Id: field.Id,
    Title: field.FieldName,
    ...kind,
    IsMutiple: field.FieldType === FieldType.MultipleImages,
    ResizedToWidth: DEFAULT_RESIZE_WIDTH,
    ResizedToHeight: DEFAULT_RESIZE_HEIGHT,
  };
}
