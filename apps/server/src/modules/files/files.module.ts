import { calls, type UploadKind } from '@wayfare/contracts';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import { type AppContext, callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { wholeList } from '../../db/list-query.ts';
import { type HandlerInput, handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { deleteFile } from './delete-file.service.ts';
import { fileCallerOf } from './file-scope.ts';
import { type FilesDeps, uploadLimitsOf } from './files.deps.ts';
import { createFolder, deleteFolder } from './folders.service.ts';
import { generateThumbnail, resizeImage } from './images.service.ts';
import { listFiles } from './listing.service.ts';
import { registerUploadServing } from './serve-uploads.ts';
import { uploadFile } from './upload.service.ts';
import { readUploadForm } from './upload-form.ts';

/** spec 000 §7: the five upload calls read the form (at most the kind's size) and store the file. */
const upload =
  (deps: FilesDeps, kind: UploadKind) =>
  async ({ request }: HandlerInput<unknown>) => {
    const caller = fileCallerOf(request);
    const form = await readUploadForm(request, kind, deps.limits.megabytes[kind]);
    return uploadFile(deps, { caller, kind, ...form });
  };

/** spec 000 §7: the FileUpload calls. */
export const fileUploadHandlers = handlersFor(calls.FileUpload, (deps: FilesDeps & { db: Db }) => ({
  PictureUpload: upload(deps, 'Picture'),
  PDFUpload: upload(deps, 'PDF'),
  CSVUpload: upload(deps, 'CSV'),
  WordDocUpload: upload(deps, 'Word'),
  GraphicDesignFileUpload: upload(deps, 'Graphic'),
  GetFiles: ({ query }) => wholeList(listFiles(deps, query)),
  CreateFolder: ({ body, request }) => createFolder(deps, { ...body, by: callerId(request) }),
  DeleteFolder: ({ body, request }) => deleteFolder(deps, { ...body, by: callerId(request) }),
  DeleteFile: ({ body, request }) => deleteFile(deps, { caller: fileCallerOf(request, 'delete'), ...body }),
  ResizedImage: ({ body, request }) => resizeImage(deps, { caller: fileCallerOf(request), ...body }),
  GenerateThumbnail: ({ body, request }) =>
    generateThumbnail(deps, { caller: fileCallerOf(request), ...body }),
}));

/** The FileUpload calls and the public /uploads/ files, on the configured storage. */
export function filesModule(ctx: AppContext): ModuleParts {
  const storage = createStorage(ctx.config);
  const deps: FilesDeps = { storage, limits: uploadLimitsOf(ctx.config) };
  return {
    handlers: [fileUploadHandlers({ ...deps, db: ctx.db })],
    setup: (app) => {
      app.addHook('onClose', async () => storage.close());
      registerUploadServing(app, storage);
    },
  };
}
