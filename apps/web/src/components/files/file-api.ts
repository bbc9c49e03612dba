import {
  type BodyOf,
  type FileEntry,
  THUMBNAIL_SIZE,
  UPLOAD_RESIZE_DEFAULTS,
  uploadCalls,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callApi, callUpload } from '../../lib/call-api.ts';
import { callKey } from '../../lib/call-query.ts';
import type { FileType } from './file-types.ts';

const { GetFiles, CreateFolder, DeleteFile, DeleteFolder, ResizedImage, GenerateThumbnail } =
  calls.FileUpload;

/** Every folder's listing: invalidate this after any change to the files. */
export const allListingsKey = callKey(GetFiles);

/** One folder's listing ('' is the root). */
export const filesQueryKey = (directory: string) => callKey(GetFiles, directory);

/** spec 000 §7: the entries of one folder ('' is the root, sent as no parameter). */
export const getFiles = async (directory: string, signal?: AbortSignal) =>
  (await callApi(GetFiles, { query: { directory }, signal })).rows;

/** spec 000 §7: a multipart upload to the call of the file's type, its progress (0-100) reported as it is sent. */
export const uploadFile = (
  type: FileType,
  file: File,
  folder: string,
  onProgress: (percent: number) => void,
) =>
  callUpload(
    uploadCalls[type],
    file,
    {
      Folder: folder,
      PreferredFilename: file.name.replace(/\.[^.]+$/, ''),
      ResizedToWidth: UPLOAD_RESIZE_DEFAULTS.width,
      ResizedToHeight: UPLOAD_RESIZE_DEFAULTS.height,
    },
    onProgress,
  );

/** The reply is a sentence shown as a success alert. */
export const createFolder = (body: BodyOf<typeof CreateFolder>) => callApi(CreateFolder, { body });

/** spec 000 §7: the reply is a sentence shown as a success alert. */
export const deleteFolderItem = (entry: FileEntry, folder: string) =>
  callApi(entry.IsDirectory ? DeleteFolder : DeleteFile, { body: { Folder: folder, FileName: entry.Name } });

export const resizeImage = async (filePath: string, width: number, height: number) =>
  (await callApi(ResizedImage, { body: { FilePath: filePath, Width: width, Height: height } })).FilePath;

/** A picture's thumbnail, made once and kept (the key names the picture). */
export const thumbnailQueryKey = (filePath: string) => callKey(GenerateThumbnail, filePath);

export const generateThumbnail = async (filePath: string) =>
  (
    await callApi(GenerateThumbnail, {
      body: { FilePath: filePath, Width: THUMBNAIL_SIZE, Height: THUMBNAIL_SIZE },
    })
  ).ThumbnailFilePath;
