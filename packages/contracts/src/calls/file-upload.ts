import { access, defineArea, reply } from '../call.ts';
import {
  createFolderRequest,
  deleteFileRequest,
  deleteFolderRequest,
  fileEntry,
  generateThumbnailReply,
  generateThumbnailRequest,
  getFilesQuery,
  resizedImageReply,
  resizedImageRequest,
  type UploadKind,
  uploadFields,
} from '../files.ts';
import { Endpoint } from '../permissions.ts';

// spec 000 §7: anyone signed in may upload; the server decides where to.
const upload = {
  method: 'POST',
  access: access.signedIn,
  multipart: uploadFields,
  reply: reply.json(fileEntry),
} as const;

/** The file manager's folders, under Files & Folders (16, issue 29 §3). */
const fileManager = (action: 'view' | 'create' | 'delete') => access.admin(Endpoint.FileManager, action);

/** spec 000 §7: the FileUpload calls. */
export const fileUploadCalls = defineArea('FileUpload', {
  PictureUpload: {
    ...upload,
    summary: 'Uploads a picture (re-encoded, resized, its metadata dropped); answers its path.',
    problems: [403, 413, 415],
  },
  PDFUpload: { ...upload, summary: 'Uploads a PDF; answers its path.', problems: [403, 413, 415] },
  CSVUpload: { ...upload, summary: 'Uploads a CSV file; answers its path.', problems: [403, 413, 415] },
  WordDocUpload: {
    ...upload,
    summary: 'Uploads a Word document; answers its path.',
    problems: [403, 413, 415],
  },
  GraphicDesignFileUpload: {
    ...upload,
    summary: 'Uploads a graphic design file; answers its path.',
    problems: [403, 413, 415],
  },
  GetFiles: {
    method: 'GET',
    access: fileManager('view'),
    query: getFilesQuery,
    reply: reply.list(fileEntry),
    summary: "A folder's folders, then its files, by name (the file manager).",
    problems: [404],
  },
  CreateFolder: {
    method: 'POST',
    access: fileManager('create'),
    body: createFolderRequest,
    reply: reply.text,
    summary: 'Creates an empty folder.',
    problems: [404, 409],
  },
  DeleteFolder: {
    method: 'POST',
    access: fileManager('delete'),
    body: deleteFolderRequest,
    reply: reply.text,
    summary: 'Deletes a folder with everything in it.',
    problems: [404],
  },
  // Signed-in users may delete their own files; administrators holding Files & Folders delete any file.
  DeleteFile: {
    method: 'POST',
    access: access.signedIn,
    body: deleteFileRequest,
    reply: reply.text,
    summary:
      'Deletes a file with its thumbnails: an administrator with Files & Folders delete any file, anyone else their own.',
    problems: [403, 404],
  },
  ResizedImage: {
    method: 'POST',
    access: access.signedIn,
    body: resizedImageRequest,
    reply: reply.json(resizedImageReply),
    summary: 'Writes a resized copy of a picture beside it; answers its path.',
    problems: [403, 404, 413],
  },
  GenerateThumbnail: {
    method: 'POST',
    access: access.signedIn,
    body: generateThumbnailRequest,
    reply: reply.json(generateThumbnailReply),
    summary: "A picture's thumbnail of a given size, made once; answers its path.",
    problems: [403, 404, 413],
  },
});

/** The upload call of each kind of file. */
export const uploadCalls = {
  Picture: fileUploadCalls.PictureUpload,
  PDF: fileUploadCalls.PDFUpload,
  CSV: fileUploadCalls.CSVUpload,
  Word: fileUploadCalls.WordDocUpload,
  Graphic: fileUploadCalls.GraphicDesignFileUpload,
} as const satisfies Record<UploadKind, unknown>;
