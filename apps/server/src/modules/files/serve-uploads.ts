import { access, parseUploadedFilePath, texts, UPLOADS_PATH } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { notFound } from '../../errors.ts';
import { joinKey, splitKey, THUMBNAILS_FOLDER } from './file-paths.ts';
import { storedTypeOf } from './file-types.ts';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Every uploaded file, whoever uploaded it, is confined to a document that can do nothing: no script,
 * no plugin, no form, no request of its own, in a unique origin (sandbox). An SVG's script, or HTML
 * smuggled in any file, therefore never runs with the app's cookies or storage, even if a browser were
 * to render it. Files that are not pictures or PDFs (SVG included) are also sent as downloads, so
 * opening their URL never renders them in the app's origin at all; in an <img> an SVG still shows.
 * SVGs are kept as uploaded rather than rewritten by a sanitiser, so a designer gets the file back intact.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The storage key a request path names ("/uploads/blog/car-x1.jpg"), or undefined for any other path. */
function keyOfRequestPath(path: string) {
  const rest = path.slice(UPLOADS_PATH.length);
  // The routes match case-insensitively, so "/Uploads/" arrives here too.
  if (path.slice(0, UPLOADS_PATH.length).toLowerCase() !== UPLOADS_PATH) return undefined;
  const isThumbnail = rest.startsWith(`${THUMBNAILS_FOLDER}/`);
  const parsed = parseUploadedFilePath(
    'path',
    UPLOADS_PATH + (isThumbnail ? rest.slice(THUMBNAILS_FOLDER.length + 1) : rest),
  );
  if (!parsed.ok) return undefined;
  return isThumbnail ? joinKey(THUMBNAILS_FOLDER, parsed.key) : parsed.key;
}

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.()-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Serves uploaded files publicly under /uploads/, from whichever storage is configured. */
export function registerUploadServing(app: FastifyInstance, storage: FileStorage) {
  app.get(
    `${UPLOADS_PATH}*`,
    { config: { access: access.public }, schema: { hide: true } },
    async (request, reply) => {
      const key = keyOfRequestPath(request.url.split('?')[0] ?? '');
      const file = key ? await storage.open(key) : undefined;
      if (!key || !file) throw notFound(texts.urlDoesNotExist);
      const name = splitKey(key).name;
      const type = storedTypeOf(name);
      reply.headers({
        'content-type': type.contentType,
        'content-length': String(file.size),
        // A new upload always gets a new name, so a file's bytes never change under its URL.
        'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
        // Public files: another site (a newsletter, a partner page) may show them.
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (!type.inline) reply.header('content-disposition', attachment(name));
      return reply.send(file.stream);
    },
  );
}
