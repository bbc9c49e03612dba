import { fileTexts, uploadedFilePathOf } from '@wayfare/contracts';
import { invalidProperty, notFound } from '../../errors.ts';
import { readablePartOfStored, uniqueFileName } from './file-names.ts';
import { joinKey, keyOfFilePath, splitKey, thumbnailKeyOf } from './file-paths.ts';
import { assertMayUse, type FileCaller } from './file-scope.ts';
import { contentTypeOfExtension, extensionOf, isRasterImage, isSvg } from './file-types.ts';
import type { FilesDeps } from './files.deps.ts';
import { resizePicture, thumbnailOf } from './images.ts';

type ImageRequest = { caller: FileCaller; FilePath: string; Width: number; Height: number };

async function readImage(deps: FilesDeps, key: string) {
  const bytes = await deps.storage.read(key);
  if (!bytes) throw notFound(fileTexts.fileMissing(splitKey(key).name));
  return bytes;
}

/**
 * spec 000 §4 and §7: the image resizer writes a new file beside the original (files never change) and
 * returns its path, which replaces the chosen image. Width and Height 0 keep the picture as it is.
 */
export async function resizeImage(deps: FilesDeps, input: ImageRequest) {
  const key = keyOfFilePath(input.FilePath);
  assertMayUse(input.caller, key);
  const { folder, name } = splitKey(key);
  if (!isRasterImage(name)) throw invalidProperty('FilePath', fileTexts.notResizable);
  const bytes = await readImage(deps, key);
  if (input.Width === 0 && input.Height === 0) return { FilePath: uploadedFilePathOf(key) };
  const ext = extensionOf(name);
  const resized = await resizePicture(bytes, ext, { width: input.Width, height: input.Height }, deps.limits);
  const readable = `${readablePartOfStored(name).replace(/-\d+x\d+$/, '')}-${input.Width}x${input.Height}`;
  const resizedKey = joinKey(folder, uniqueFileName(readable, ext));
  await deps.storage.write(resizedKey, resized, contentTypeOfExtension(ext));
  return { FilePath: uploadedFilePathOf(resizedKey) };
}

/**
 * spec 000 §7: a thumbnail is made once and kept under a name derived from the file and the size, so
 * asking again returns the same path without making it again. An SVG is its own thumbnail.
 */
export async function generateThumbnail(deps: FilesDeps, input: ImageRequest) {
  const key = keyOfFilePath(input.FilePath);
  assertMayUse(input.caller, key);
  const { name } = splitKey(key);
  if (isSvg(name)) {
    if (!(await deps.storage.stat(key))) throw notFound(fileTexts.fileMissing(name));
    return { ThumbnailFilePath: uploadedFilePathOf(key) };
  }
  if (!isRasterImage(name)) throw invalidProperty('FilePath', fileTexts.noThumbnail);
  const thumbnailKey = thumbnailKeyOf(key, input.Width, input.Height);
  if (!(await deps.storage.stat(thumbnailKey))) {
    const bytes = await readImage(deps, key);
    const size = { width: input.Width, height: input.Height };
    await deps.storage.write(thumbnailKey, await thumbnailOf(bytes, size, deps.limits), 'image/webp');
  }
  return { ThumbnailFilePath: uploadedFilePathOf(thumbnailKey) };
}
