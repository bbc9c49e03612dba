import {
  type CreateFolderRequest,
  type DeleteFileRequest,
  type FileEntry,
  THUMBNAIL_SIZE,
  UPLOAD_RESIZE_DEFAULTS,
} from '@wayfare/contracts';
import { api, apiUpload } from '../../lib/api-client.ts';
import { uploadAction } from './file-kinds.ts';
import type { FileType } from './file-types.ts';

/** The list call's key: invalidate ['FileUpload/GetFiles'] after any change. */
export const filesQueryKey = (directory: string) => ['FileUpload/GetFiles', directory] as const;

/** spec 000 §7: the entries of one folder ('' is the root). */
export const getFiles = (directory: string, signal?: AbortSignal) =>
  api.get<FileEntry[]>('FileUpload/GetFiles', { directory }, signal);

/** spec 000 §7: a multipart upload whose progress (0-100) is reported as it is sent. */
export function uploadFile(
  type: FileType,
  file: File,
  folder: string,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('File', file);
  form.append('Folder', folder);
  form.append('PreferredFilename', file.name.replace(/\.[^.]+$/, ''));
  form.append('ResizedToWidth', String(UPLOAD_RESIZE_DEFAULTS.width));
  form.append('ResizedToHeight', String(UPLOAD_RESIZE_DEFAULTS.height));
  return apiUpload<FileEntry>(uploadAction(type), form, onProgress);
}

export const createFolder = (request: CreateFolderRequest) =>
  api.postText('FileUpload/CreateFolder', request);

/** spec 000 §7: the reply is a sentence shown as a success alert. */
export const deleteFolderItem = (entry: FileEntry, folder: string) =>
  api.postText(entry.IsDirectory ? 'FileUpload/DeleteFolder' : 'FileUpload/DeleteFile', {
    Folder: folder,
    FileName: entry.Name,
  } satisfies DeleteFileRequest);

export const resizeImage = async (filePath: string, width: number, height: number) =>
  (
    await api.post<{ FilePath: string }>('FileUpload/ResizedImage', {
      FilePath: filePath,
      Width: width,
      Height: height,
    })
  ).FilePath;

export const generateThumbnail = async (filePath: string) =>
  (
    await api.post<{ ThumbnailFilePath: string }>('FileUpload/GenerateThumbnail', {
      FilePath: filePath,
      Width: THUMBNAIL_SIZE,
      Height: THUMBNAIL_SIZE,
    })
  ).ThumbnailFilePath;
