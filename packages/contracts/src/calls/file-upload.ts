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

/** The file manager is open to every administrator (spec 000 §6 AllowForAll). */
const fileManager = (action: 'view' | 'create' | 'delete') => access.admin(Endpoint.AllowForAll, action);

/** spec 000 §7: the FileUpload calls. */
export const fileUploadCalls = defineArea('FileUpload', {
  PictureUpload: upload,
  PDFUpload: upload,
  CSVUpload: upload,
  WordDocUpload: upload,
  GraphicDesignFileUpload: upload,
  GetFiles: {
    method: 'GET',
    access: fileManager('view'),
    query: getFilesQuery,
    reply: reply.list(fileEntry),
  },
  CreateFolder: {
    method: 'POST',
    access: fileManager('create'),
    body: createFolderRequest,
    reply: reply.text,
  },
  DeleteFolder: {
    method: 'POST',
    access: fileManager('delete'),
    body: deleteFolderRequest,
    reply: reply.text,
  },
  // Signed-in users may delete their own files; administrators any file.
  DeleteFile: { method: 'POST', access: access.signedIn, body: deleteFileRequest, reply: reply.text },
  ResizedImage: {
    method: 'POST',
    access: access.signedIn,
    body: resizedImageRequest,
    reply: reply.json(resizedImageReply),
  },
  GenerateThumbnail: {
    method: 'POST',
    access: access.signedIn,
    body: generateThumbnailRequest,
    reply: reply.json(generateThumbnailReply),
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
