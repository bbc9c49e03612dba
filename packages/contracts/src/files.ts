import { z } from 'zod';

/** Uploaded files are served under this path; a FilePath is this prefix plus the file's folder and name. */
export const UPLOADS_PATH = '/uploads/';

/** spec 000 §9: upload resize defaults (width 1200, height 0) and the thumbnail size (200 by 200). */
export const UPLOAD_RESIZE_DEFAULTS = { width: 1200, height: 0 } as const;
export const THUMBNAIL_SIZE = 200;
/** Resize requests beyond these are refused: no screen needs them and each costs memory. */
export const MAX_IMAGE_DIMENSION = 5000;
export const MAX_THUMBNAIL_DIMENSION = 1000;

/** spec 000 §3.1: the file types, and spec 000 §7: the upload call of each. */
export const uploadKinds = ['Picture', 'PDF', 'CSV', 'Word', 'Graphic'] as const;
export type UploadKind = (typeof uploadKinds)[number];
export const uploadActions: Record<UploadKind, string> = {
  Picture: 'PictureUpload',
  PDF: 'PDFUpload',
  CSV: 'CSVUpload',
  Word: 'WordDocUpload',
  Graphic: 'GraphicDesignFileUpload',
};

/** What each kind is called in a sentence ('The picture is larger than ...'). */
const kindNames: Record<UploadKind, string> = {
  Picture: 'picture',
  PDF: 'PDF document',
  CSV: 'CSV file',
  Word: 'Word document',
  Graphic: 'graphic file',
};

export const fileTexts = {
  // spec 000 §5: the file manager's new-folder rule
  folderNameRequired: 'Folder Name is required. Thank you',
  fileRequired: 'Choose a file to upload',
  fileFieldName: 'Send the file in the form field named File',
  emptyFile: 'The file is empty: choose another file',
  notMultipart: 'Send the file as multipart/form-data',
  malformedForm: 'The upload form is incomplete or not valid multipart/form-data: send the file again',
  wrongType: {
    Picture: 'The file is not a picture: upload a JPEG, PNG, WebP or GIF image',
    PDF: 'The file is not a PDF document: upload a PDF file',
    CSV: 'The file is not a CSV file: upload comma-separated text saved as UTF-8',
    Word: 'The file is not a Word document: upload a DOCX, DOC, ODT or RTF file',
    Graphic:
      'The file is not a graphic design file: upload an SVG, PNG, JPEG, WebP, GIF, TIFF, PSD, EPS, AI or PDF file',
  } satisfies Record<UploadKind, string>,
  tooLarge: (kind: UploadKind, megabytes: number) =>
    `The ${kindNames[kind]} is larger than the ${megabytes} MB limit`,
  tooManyPixels: (megapixels: number) =>
    `The picture has too many pixels: its width times its height may be at most ${megapixels} million. Make it smaller and upload it again`,
  unreadableImage: 'The picture could not be read: it may be damaged. Save it again or choose another file',
  notResizable: 'Only a JPEG, PNG, WebP or GIF picture can be resized',
  noThumbnail: 'A thumbnail can be made only of a picture (JPEG, PNG, WebP, GIF or SVG)',
  ownFolderOnly: 'You can only use your own folder',
  fileMissing: (name: string) => `The file ${name} does not exist`,
  folderMissing: (name: string) => `The folder ${name || 'Root'} does not exist`,
  folderExists: (name: string) => `A folder named ${name} already exists here`,
  folderIsAFile: (name: string) => `${name} is a file, not a folder: choose another Folder`,
  folderCreated: (name: string) => `The folder ${name} has been created`,
  fileDeleted: (name: string) => `The file ${name} has been deleted`,
  folderDeleted: (name: string, files: number) =>
    `The folder ${name} has been deleted${files > 0 ? `, with the ${files} file(s) in it` : ''}`,
  rootNotDeletable: 'Name the folder to delete: the root folder cannot be deleted',
};

// Names are kept to characters that need no quoting anywhere: letters (any script), digits, spaces
// and - _ . ( ); a name never starts with '.', so '.' and '..' and hidden files cannot be named.
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._()-]*$/u;
const MAX_NAME_LENGTH = 100;
const MAX_DEPTH = 10;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it detects
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why one folder or file name is not acceptable, or undefined when it is. */
export function nameProblem(label: string, name: string): string | undefined {
  if (CONTROL.test(name)) return `${label} must not contain control characters`;
  if (name === '' || name === '.' || name === '..') {
    return `${label} must not contain '.' or '..' or an empty name`;
  }
  if (name.includes('%')) return `${label} must be written plainly, not URL-encoded ('%')`;
  if (name.includes('\\')) return `${label} must use '/' between folder names, not '\\'`;
  if (name.length > MAX_NAME_LENGTH)
    return `Each name in ${label} must be at most ${MAX_NAME_LENGTH} characters`;
  if (!NAME_PATTERN.test(name) || /[. ]$/.test(name)) {
    return `Names in ${label} may contain only letters, digits, spaces and - _ . ( ), starting with a letter or a digit`;
  }
  return undefined;
}

/** Why a folder path ("blog/2024", '' for the root) is not acceptable, or undefined when it is. */
export function folderPathProblem(label: string, path: string): string | undefined {
  if (CONTROL.test(path)) return `${label} must not contain control characters`;
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) {
    return `${label} must be a folder inside the file manager, without a leading '/'`;
  }
  if (path === '') return undefined;
  const names = path.split('/');
  if (names.length > MAX_DEPTH) return `${label} may be at most ${MAX_DEPTH} folders deep`;
  for (const name of names) {
    const problem = nameProblem(label, name);
    if (problem) return problem;
  }
  return undefined;
}

const toNfc = (value: string) => value.normalize('NFC');

/** A folder path relative to the file manager's root: names joined by '/', '' (or nothing) for the root. */
export const folderPath = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(500, `${label} must be at most 500 characters`)
    .transform(toNfc)
    // A trailing '/' is harmless ("blog/"): it names the same folder.
    .transform((value) => value.trim().replace(/\/+$/, ''))
    .superRefine((value, ctx) => {
      const problem = folderPathProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** One file or folder name, without any '/'; with `optional`, '' (no name) is accepted too. */
export const itemName = (label: string, requiredMessage = `${label} is required`, optional = false) =>
  z
    .string({ error: requiredMessage })
    .max(200, `${label} must be at most 200 characters`)
    .transform(toNfc)
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      if (value.includes('/')) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one name, without '/'` });
        return;
      }
      const problem = nameProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * The storage key ("blog/car-x1.jpg") a FilePath ("/uploads/blog/car-x1.jpg") names, or the reason it
 * names none. Each name is %-decoded once, as a browser would, and must then be a plain name, so an
 * encoded '/', '..' or NUL ('%2f', '%2e%2e', '%00') is refused rather than decoded into a path.
 */
export function parseUploadedFilePath(
  label: string,
  filePath: string,
): { ok: true; key: string } | { ok: false; message: string } {
  const startsRight = filePath.startsWith(UPLOADS_PATH) && filePath.length > UPLOADS_PATH.length;
  if (!startsRight) {
    return {
      ok: false,
      message: `${label} must be the path of an uploaded file, starting with ${UPLOADS_PATH}`,
    };
  }
  const names: string[] = [];
  for (const encoded of filePath.slice(UPLOADS_PATH.length).split('/')) {
    let name: string;
    try {
      name = decodeURIComponent(encoded).normalize('NFC');
    } catch {
      return { ok: false, message: `${label} has a broken %-escape` };
    }
    if (name.includes('/')) return { ok: false, message: `${label} must not contain an encoded '/'` };
    const problem = nameProblem(label, name);
    if (problem) return { ok: false, message: problem };
    names.push(name);
  }
  if (names.length > MAX_DEPTH + 1) return { ok: false, message: `${label} is too deep` };
  return { ok: true, key: names.join('/') };
}

/** The public URL path of a storage key, usable directly as an <img src>. */
export const uploadedFilePathOf = (key: string) =>
  UPLOADS_PATH + key.split('/').map(encodeURIComponent).join('/');

/** A FilePath of an uploaded file; other areas use it for their picture and document properties. */
export const uploadedFilePath = (label = 'FilePath') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(1000, `${label} must be at most 1000 characters`)
    .superRefine((value, ctx) => {
      const parsed = parseUploadedFilePath(label, value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    });

/** A pixel size: a number or a numeric text; nothing, null or '' take the default. */
const pixels = (label: string, fallback: number, min: number, max: number) => {
  const message = `${label} must be a whole number of pixels from ${min} to ${max}`;
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return fallback;
      if (typeof value === 'number') return value;
      const trimmed = value.trim();
      return trimmed === '' ? fallback : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
};

/** spec 3.2: a file entry as the file manager lists it. FilePath is the file's public URL path. */
export const fileEntry = z.object({
  Name: z.string(),
  FilePath: z.string(),
  IsDirectory: z.boolean(),
  SizeInByte: z.number().int(),
  /** A 200 by 200 thumbnail when one has been made (an SVG is its own thumbnail); else null. */
  ThumbnailFilePath: z.string().nullable(),
  IsImage: z.boolean(),
  IsCSV: z.boolean(),
  IsPDF: z.boolean(),
  IsWord: z.boolean(),
  IsGraphics: z.boolean(),
});
export type FileEntry = z.infer<typeof fileEntry>;
export const fileEntryList = z.array(fileEntry);

/** GET FileUpload/GetFiles?directory=blog/2024 (nothing or '' for the root). */
export const getFilesQuery = z.strictObject({ directory: folderPath('directory').default('') });

/** The text fields of the five upload calls' multipart form; the file itself is the part named File. */
export const uploadFields = z.strictObject({
  Folder: folderPath('Folder').default(''),
  PreferredFilename: z
    .string({ error: 'PreferredFilename must be text' })
    .max(200, 'PreferredFilename must be at most 200 characters')
    .default(''),
  ResizedToWidth: pixels('ResizedToWidth', UPLOAD_RESIZE_DEFAULTS.width, 0, MAX_IMAGE_DIMENSION),
  ResizedToHeight: pixels('ResizedToHeight', UPLOAD_RESIZE_DEFAULTS.height, 0, MAX_IMAGE_DIMENSION),
});
export type UploadFields = z.infer<typeof uploadFields>;

/** spec 000 §5: either size may be empty or 0 to keep that dimension in proportion. */
export const resizedImageRequest = z.strictObject({
  FilePath: uploadedFilePath(),
  Width: pixels('Width', 0, 0, MAX_IMAGE_DIMENSION),
  Height: pixels('Height', 0, 0, MAX_IMAGE_DIMENSION),
});
export type ResizedImageRequest = z.input<typeof resizedImageRequest>;
export const resizedImageReply = z.object({ FilePath: z.string() });

export const generateThumbnailRequest = z.strictObject({
  FilePath: uploadedFilePath(),
  Width: pixels('Width', THUMBNAIL_SIZE, 1, MAX_THUMBNAIL_DIMENSION),
  Height: pixels('Height', THUMBNAIL_SIZE, 1, MAX_THUMBNAIL_DIMENSION),
});
export type GenerateThumbnailRequest = z.input<typeof generateThumbnailRequest>;
export const generateThumbnailReply = z.object({ ThumbnailFilePath: z.string() });

/** DeleteFile: the file FileName in Folder. DeleteFolder: the folder FileName in Folder (or Folder itself). */
export const deleteFileRequest = z.strictObject({
  Folder: folderPath('Folder').default(''),
  FileName: itemName('FileName'),
});
export const deleteFolderRequest = z.strictObject({
  Folder: folderPath('Folder').default(''),
  FileName: itemName('FileName', 'FileName is required', true).default(''),
});
export type DeleteFileRequest = z.input<typeof deleteFileRequest>;
export type DeleteFolderRequest = z.input<typeof deleteFolderRequest>;

/**
 * Not shown in the spec (the button is): makes the folder FolderName inside Folder. Like DeleteFolder,
 * it answers a sentence (text/plain) to show as a success alert.
 */
export const createFolderRequest = z.strictObject({
  Folder: folderPath('Folder').default(''),
  FolderName: itemName('FolderName', fileTexts.folderNameRequired),
});
export type CreateFolderRequest = z.input<typeof createFolderRequest>;
