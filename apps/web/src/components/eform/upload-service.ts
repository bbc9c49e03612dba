import type { UploadService } from '@wayfare/eform/core';
import { resizeImage, uploadFile } from '../files/file-api.ts';

/**
 * The engine's upload service (spec 000 §7): the FileUpload upload call of the field's type (multipart
 * File, Folder, PreferredFilename, ResizedToWidth 1200, ResizedToHeight 0) through callUpload(uploadCalls[type]),
 * with its real progress events; resizing through calls.FileUpload.ResizedImage (both in files/file-api.ts).
 */
export const appUploadService: UploadService = {
  async upload(file, settings, onProgress) {
    // The engine hands over what the person chose: a browser File.
    const entry = await uploadFile(settings.Type, file as File, settings.DefaultFolder ?? '', onProgress);
    return { FilePath: entry.FilePath };
  },
  async resize(filePath, width, height) {
    return { FilePath: await resizeImage(filePath, width, height) };
  },
};
