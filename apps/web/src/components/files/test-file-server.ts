import { fileTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { myRights } from '../../test/admin-rights.ts';
import { answer, type FakeAnswer, fakeApi } from '../../test/fake-api.ts';
import type { FileEntry } from './file-types.ts';

/** A listed entry with the flags of its kind. */
export function entry(name: string, folder: string, overrides: Partial<FileEntry> = {}): FileEntry {
  const path = `/uploads/${folder ? `${folder}/` : ''}${name}`;
  const isDirectory = !name.includes('.');
  const isImage = /\.(jpe?g|png|gif|webp)$/i.test(name);
  return {
    Name: name,
    FilePath: path,
    IsDirectory: isDirectory,
    SizeInByte: 0,
    ThumbnailFilePath: isImage ? `/uploads/thumbnails/${name}` : null,
    IsImage: isImage,
    IsCSV: name.endsWith('.csv'),
    IsPDF: name.endsWith('.pdf'),
    IsWord: /\.docx?$/.test(name),
    IsGraphics: name.endsWith('.psd'),
    ...overrides,
  };
}

const { GetFiles, CreateFolder, DeleteFile, DeleteFolder } = calls.FileUpload;

/**
 * The file calls of spec 000 §7 over an in-memory tree (folder path -> entries), on fakeApi: requests are
 * checked by the calls' schemas and answered as the server answers (listings with X-Total-Count, the
 * folder and delete calls with a sentence), the signed-in administrator holding every right. Further answers (`answer(calls.FileUpload.GenerateThumbnail,
 * …)`) add calls or replace these. Returns fakeApi's record of the requests (`sent`, `sentTo(call)`).
 */
export function fakeFileServer(tree: Record<string, FileEntry[]>, ...answers: FakeAnswer[]) {
  return fakeApi(
    answer(GetFiles, ({ query }) => {
      const rows = tree[query.directory] ?? [];
      return { rows, total: rows.length };
    }),
    answer(CreateFolder, ({ body }) => fileTexts.folderCreated(body.FolderName)),
    answer(DeleteFile, () => 'The file has been deleted. Thank you'),
    answer(DeleteFolder, () => 'The folder has been deleted. Thank you'),
    myRights(),
    ...answers,
  );
}
