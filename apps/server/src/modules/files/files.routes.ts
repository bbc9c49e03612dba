import fastifyMultipart from '@fastify/multipart';
import {
  createFolderRequest,
  deleteFileRequest,
  deleteFolderRequest,
  Endpoint,
  fileEntry,
  fileEntryList,
  generateThumbnailReply,
  generateThumbnailRequest,
  getFilesQuery,
  resizedImageReply,
  resizedImageRequest,
  UPLOAD_RESIZE_DEFAULTS,
  uploadActions,
  uploadKinds,
} from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import { access } from '../../http/access.ts';
import { sendList, typed } from '../../http/api.ts';
import type { AppContext } from '../../http/context.ts';
import { deleteFile } from './delete-file.service.ts';
import { fileCallerOf } from './file-scope.ts';
import type { FilesDeps } from './files.deps.ts';
import { uploadLimitsOf } from './files.deps.ts';
import { createFolder, deleteFolder } from './folders.service.ts';
import { generateThumbnail, resizeImage } from './images.service.ts';
import { listFiles } from './listing.service.ts';
import { registerUploadServing } from './serve-uploads.ts';
import { uploadFile } from './upload.service.ts';
import { readUploadForm } from './upload-form.ts';

const tags = ['FileUpload'];
/** spec 000 §7: DeleteFile and DeleteFolder (and CreateFolder) answer a sentence, shown as a success alert. */
const textReply = z.string().describe('A sentence to show as a success alert (text/plain)');
const sendText = (reply: FastifyReply, message: string) =>
  reply.type('text/plain; charset=utf-8').send(message);

/** spec 000 §7: the five upload calls. Anyone signed in may upload; the service decides where to. */
function registerUploadRoutes(app: FastifyInstance, deps: FilesDeps) {
  for (const kind of uploadKinds) {
    typed(app).post(`/api/FileUpload/${uploadActions[kind]}`, {
      config: { access: access.signedIn },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: File, Folder, PreferredFilename, ResizedToWidth (default ${UPLOAD_RESIZE_DEFAULTS.width}), ResizedToHeight (default ${UPLOAD_RESIZE_DEFAULTS.height})`,
        response: { 200: fileEntry },
      },
      handler: async (request) => {
        const caller = fileCallerOf(request);
        const form = await readUploadForm(request, kind, deps.limits.megabytes[kind]);
        return uploadFile(deps, { caller, kind, ...form });
      },
    });
  }
}

function registerFileManagerRoutes(app: FastifyInstance, deps: FilesDeps) {
  const api = typed(app);
  const fileManager = (action: 'view' | 'create' | 'delete') => access.admin(Endpoint.AllowForAll, action);

  api.get('/api/FileUpload/GetFiles', {
    config: { access: fileManager('view') },
    schema: { tags, querystring: getFilesQuery, response: { 200: fileEntryList } },
    handler: async (request, reply) => {
      const rows = await listFiles(deps, request.query);
      return sendList(reply, { rows, total: rows.length });
    },
  });

  api.post('/api/FileUpload/CreateFolder', {
    config: { access: fileManager('create') },
    schema: { tags, body: createFolderRequest, response: { 200: textReply } },
    handler: async (request, reply) => sendText(reply, await createFolder(deps, request.body)),
  });

  api.post('/api/FileUpload/DeleteFolder', {
    config: { access: fileManager('delete') },
    schema: { tags, body: deleteFolderRequest, response: { 200: textReply } },
    handler: async (request, reply) => sendText(reply, await deleteFolder(deps, request.body)),
  });

  // Signed-in users may delete their own files; administrators any file.
  api.post('/api/FileUpload/DeleteFile', {
    config: { access: access.signedIn },
    schema: { tags, body: deleteFileRequest, response: { 200: textReply } },
    handler: async (request, reply) =>
      sendText(reply, await deleteFile(deps, { caller: fileCallerOf(request), ...request.body })),
  });

  api.post('/api/FileUpload/ResizedImage', {
    config: { access: access.signedIn },
    schema: { tags, body: resizedImageRequest, response: { 200: resizedImageReply } },
    handler: (request) => resizeImage(deps, { caller: fileCallerOf(request), ...request.body }),
  });

  api.post('/api/FileUpload/GenerateThumbnail', {
    config: { access: access.signedIn },
    schema: { tags, body: generateThumbnailRequest, response: { 200: generateThumbnailReply } },
    handler: (request) => generateThumbnail(deps, { caller: fileCallerOf(request), ...request.body }),
  });
}

/** The FileUpload calls and the public /uploads/ files, on the configured storage. */
export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = createStorage(ctx.config);
  app.addHook('onClose', async () => storage.close());
  const deps: FilesDeps = { storage, limits: uploadLimitsOf(ctx.config) };
  // Multipart parsing is needed by the upload calls only, so it is registered in their own scope.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { throwFileSizeLimit: true });
    registerUploadRoutes(uploads, deps);
  });
  registerFileManagerRoutes(app, deps);
  registerUploadServing(app, storage);
}
