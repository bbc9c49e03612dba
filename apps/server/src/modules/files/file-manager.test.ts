import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesTestApp, type FilesTestApp, filesUnder, pdf, picture, upload } from './test-support.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.close());

const post = (action: string, payload: object) => t.admin.api.post(`/api/FileUpload/${action}`, payload);
const list = (directory?: string) =>
  t.app.inject({
    url: `/api/FileUpload/GetFiles${directory === undefined ? '' : `?directory=${encodeURIComponent(directory)}`}`,
    headers: t.admin.headers,
  });
const uploadTo = async (Folder: string, action = 'PictureUpload', bytes?: Buffer, name = 'photo.jpg') =>
  (
    await upload(t, {
      action,
      headers: t.admin.headers,
      fields: { Folder },
      file: { bytes: bytes ?? (await picture(60, 40)), name },
    })
  ).json();

describe('GetFiles', () => {
  it('starts at the root: folders first, then files, each by name, with the total in X-Total-Count', async () => {
    await post('CreateFolder', { Folder: '', FolderName: 'Zebra crossing' });
    await post('CreateFolder', { Folder: '', FolderName: 'avatars' });
    const document = await uploadTo('', 'PDFUpload', pdf(), 'b-terms.pdf');
    const photo = await uploadTo('', 'PictureUpload', undefined, 'a-photo.jpg');
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json()).toEqual([
      {
        Name: 'avatars',
        FilePath: '/uploads/avatars',
        IsDirectory: true,
        SizeInByte: 0,
        ThumbnailFilePath: null,
        IsImage: false,
        IsCSV: false,
        IsPDF: false,
        IsWord: false,
        IsGraphics: false,
      },
      expect.objectContaining({
        Name: 'Zebra crossing',
        FilePath: '/uploads/Zebra%20crossing',
        IsDirectory: true,
      }),
      photo,
      document,
    ]);
    expect((await list('')).json()).toEqual(response.json());
  });

  it('lists a folder by its path, with sizes in bytes and each file type flagged', async () => {
    const csv = await uploadTo('reports/2024', 'CSVUpload', Buffer.from('Name\nAda\n'), 'rides.csv');
    await post('CreateFolder', { Folder: 'reports/2024', FolderName: 'q1' });
    const entries = (await list('reports/2024')).json();
    expect(entries.map((entry: { Name: string }) => entry.Name)).toEqual(['q1', csv.Name]);
    expect(entries[1]).toMatchObject({
      SizeInByte: 9,
      IsCSV: true,
      IsImage: false,
      FilePath: `/uploads/reports/2024/${csv.Name}`,
    });
    expect((await list('reports/2024/')).json()).toEqual(entries);
  });

  it('names a picture thumbnail once GenerateThumbnail has made it, and never lists the thumbnails themselves', async () => {
    const photo = await uploadTo('gallery');
    expect((await list('gallery')).json()[0].ThumbnailFilePath).toBeNull();
    const made = (
      await post('GenerateThumbnail', { FilePath: photo.FilePath, Width: 200, Height: 200 })
    ).json();
    const entries = (await list('gallery')).json();
    expect(entries).toHaveLength(1);
    expect(entries[0].ThumbnailFilePath).toBe(made.ThumbnailFilePath);
    expect((await list()).json().map((entry: { Name: string }) => entry.Name)).not.toContain('.thumbnails');
  });

  it('answers 404 for a folder that does not exist', async () => {
    const response = await list('no/such/folder');
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('The folder no/such/folder does not exist');
  });
});

describe('CreateFolder', () => {
  it("refuses a folder without a name with spec 000 §5's message", async () => {
    for (const FolderName of ['', '   ']) {
      const response = await post('CreateFolder', { Folder: '', FolderName });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        title: 'Folder Name is required. Thank you',
        errors: { FolderName: ['Folder Name is required. Thank you'] },
      });
    }
    const missing = await post('CreateFolder', { Folder: '' });
    expect(missing.json().errors).toEqual({ FolderName: ['Folder Name is required. Thank you'] });
  });

  it('makes an empty folder inside Folder and answers a sentence for the success alert', async () => {
    await post('CreateFolder', { Folder: '', FolderName: 'Blog' });
    const response = await post('CreateFolder', { Folder: 'Blog', FolderName: 'Ọjà Photos (2024)' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('The folder Ọjà Photos (2024) has been created');
    expect((await fs.stat(path.join(t.uploadsDir, 'Blog', 'Ọjà Photos (2024)'))).isDirectory()).toBe(true);
    expect((await list('Blog/Ọjà Photos (2024)')).json()).toEqual([]);
  });

  it('refuses a folder that already exists, and a parent that does not', async () => {
    await post('CreateFolder', { Folder: '', FolderName: 'taken' });
    const again = await post('CreateFolder', { Folder: '', FolderName: 'taken' });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe('A folder named taken already exists here');
    const orphan = await post('CreateFolder', { Folder: 'nowhere', FolderName: 'child' });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().title).toBe('The folder nowhere does not exist');
  });
});

describe('DeleteFile', () => {
  it('deletes the file and its thumbnails, answering a sentence', async () => {
    const photo = await uploadTo('to-delete');
    const keep = await uploadTo('to-delete');
    await post('GenerateThumbnail', { FilePath: photo.FilePath });
    await post('GenerateThumbnail', { FilePath: photo.FilePath, Width: 64, Height: 64 });
    await post('GenerateThumbnail', { FilePath: keep.FilePath });
    const response = await post('DeleteFile', { Folder: 'to-delete', FileName: photo.Name });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`The file ${photo.Name} has been deleted`);
    expect(await filesUnder(path.join(t.uploadsDir, 'to-delete'))).toEqual([keep.Name]);
    expect(await filesUnder(path.join(t.uploadsDir, '.thumbnails', 'to-delete'))).toEqual([
      `${keep.Name}.200x200.webp`,
    ]);
    expect((await t.app.inject({ url: photo.FilePath })).statusCode).toBe(404);
  });

  it('answers 404 for a file that is not there', async () => {
    const response = await post('DeleteFile', { Folder: 'to-delete', FileName: 'ghost.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('The file ghost.jpg does not exist');
  });

  it('does not delete a folder as if it were a file', async () => {
    await post('CreateFolder', { Folder: '', FolderName: 'not-a-file' });
    expect((await post('DeleteFile', { Folder: '', FileName: 'not-a-file' })).statusCode).toBe(404);
    expect((await fs.stat(path.join(t.uploadsDir, 'not-a-file'))).isDirectory()).toBe(true);
  });
});

describe('DeleteFolder', () => {
  it('deletes the folder FileName inside Folder with everything in it and its thumbnails', async () => {
    const photo = await uploadTo('cars/old/2019');
    await uploadTo('cars/old', 'PDFUpload', pdf(), 'papers.pdf');
    await uploadTo('cars/new');
    await post('GenerateThumbnail', { FilePath: photo.FilePath });
    const response = await post('DeleteFolder', { Folder: 'cars', FileName: 'old' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('The folder cars/old has been deleted, with the 2 file(s) in it');
    expect((await list('cars')).json().map((entry: { Name: string }) => entry.Name)).toEqual(['new']);
    await expect(fs.stat(path.join(t.uploadsDir, '.thumbnails', 'cars', 'old'))).rejects.toThrow();
  });

  it('deletes Folder itself when FileName is empty, and says so for an empty folder', async () => {
    await post('CreateFolder', { Folder: '', FolderName: 'empty-one' });
    const response = await post('DeleteFolder', { Folder: 'empty-one', FileName: '' });
    expect(response.body).toBe('The folder empty-one has been deleted');
    expect((await list('empty-one')).statusCode).toBe(404);
  });

  it('never deletes the root, and answers 404 for a folder that is not there', async () => {
    const root = await post('DeleteFolder', { Folder: '', FileName: '' });
    expect(root.statusCode).toBe(400);
    expect(root.json().title).toBe('Name the folder to delete: the root folder cannot be deleted');
    expect((await list()).statusCode).toBe(200);
    const missing = await post('DeleteFolder', { Folder: '', FileName: 'ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('The folder ghost does not exist');
  });
});
