import type { UploadableFile } from '../upload/upload-service.ts';
import { uploadSettingsFor } from '../upload/upload-service.ts';
import { answerEntry } from './answering.ts';
import { type Entry, patchEntry } from './field-entry.ts';
import type { Core } from './model-core.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
// The control's paths, not the last bound value: after a removal refused by Required, the removed
// picture must not come back with the next one added.
const pathsOf = (entry: Entry): string[] =>
  Array.isArray(entry.snapshot.input) ? entry.snapshot.input.map(String) : [];

/** Chosen file paths as the field's answer: a single uploader keeps the first, multiple images add them. */
export function setFilePaths(core: Core, entry: Entry, filePaths: readonly string[]) {
  const input = entry.snapshot.kind === 'files' ? [...pathsOf(entry), ...filePaths] : (filePaths[0] ?? '');
  return answerEntry(core, entry, input);
}

/**
 * Uploads through the injected service, one file after another (spec 001: "multiple files upload one by
 * one"), showing progress. spec 000 §4: a failure clears progress and re-enables upload; the message goes to
 * onError as an error alert (spec 000 §8). Resolves true when every file was stored.
 */
export async function uploadFiles(
  core: Core,
  entry: Entry,
  files: readonly UploadableFile[],
): Promise<boolean> {
  const service = core.options.upload;
  if (!service) throw new Error('The form model was created without an upload service');
  const settings = uploadSettingsFor(entry.field);
  const chosen = entry.snapshot.kind === 'files' ? files : files.slice(0, 1);
  for (const file of chosen) {
    patchEntry(entry, { upload: { uploading: true, progress: 0 } });
    try {
      const { FilePath } = await service.upload(file, settings, (percent) => {
        const progress = Math.round(percent);
        if (!core.disposed && entry.snapshot.upload?.progress !== progress)
          patchEntry(entry, { upload: { uploading: true, progress } });
      });
      if (core.disposed) return false;
      setFilePaths(core, entry, [FilePath]);
    } catch (error) {
      patchEntry(entry, { upload: { uploading: false, progress: undefined } });
      core.options.onError?.(messageOf(error));
      return false;
    }
  }
  patchEntry(entry, { upload: { uploading: false, progress: undefined } });
  return true;
}

/** spec 000 §4: resizing an image returns a new file path that replaces the chosen image. */
export async function resizeImage(core: Core, entry: Entry, filePath: string, width: number, height: number) {
  const service = core.options.upload;
  if (!service?.resize) throw new Error('The upload service given to the form model cannot resize images');
  try {
    const resized = await service.resize(filePath, width, height);
    if (core.disposed) return false;
    const input =
      entry.snapshot.kind === 'files'
        ? pathsOf(entry).map((path) => (path === filePath ? resized.FilePath : path))
        : resized.FilePath;
    return answerEntry(core, entry, input).ok;
  } catch (error) {
    core.options.onError?.(messageOf(error));
    return false;
  }
}

export function removeFilePath(core: Core, entry: Entry, filePath: string) {
  const input = entry.snapshot.kind === 'files' ? pathsOf(entry).filter((path) => path !== filePath) : '';
  return answerEntry(core, entry, input);
}
