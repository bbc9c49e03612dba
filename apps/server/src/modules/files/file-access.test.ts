import fs from 'node:fs/promises';
import path from 'node:path';
import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../test/test-app.ts';
import { createFilesTestApp, type FilesTestApp, filesUnder, picture, upload } from './test-support.ts';

let t: FilesTestApp;
let other: Awaited<ReturnType<typeof signedInUser>> & { headers: Record<string, string> };
beforeAll(async () => {
  t = await createFilesTestApp();
  const signedIn = await signedInUser(t);
  other = { ...signedIn, headers: bearer(signedIn.token) };
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/FileUpload/${url}`, headers, payload });

async function uploadPicture(headers: Record<string, string>, Folder?: string) {
  const response = await upload(t, {
    headers,
    fields: Folder === undefined ? {} : { Folder },
    file: { bytes: await picture(40, 30), name: 'complaint.jpg' },
  });
  return response;
}

describe('without signing in', () => {
  it.each([
    ['GET', 'GetFiles'],
    ['POST', 'PictureUpload'],
    ['POST', 'PDFUpload'],
    ['POST', 'CSVUpload'],
    ['POST', 'WordDocUpload'],
    ['POST', 'GraphicDesignFileUpload'],
    ['POST', 'ResizedImage'],
    ['POST', 'GenerateThumbnail'],
    ['POST', 'CreateFolder'],
    ['POST', 'DeleteFolder'],
    ['POST', 'DeleteFile'],
  ] as const)('%s FileUpload/%s asks the caller to sign in', async (method, action) => {
    const response = await t.app.inject({ method, url: `/api/FileUpload/${action}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBe('Kindly sign in to continue');
  });
});

describe('a signed-in user who is not an administrator', () => {
  it('uploads into their own folder, whatever Folder they name', async () => {
    const own = `users/${t.user.id}`;
    expect((await uploadPicture(t.user.headers)).json().FilePath).toMatch(
      new RegExp(`^/uploads/${own}/complaint-`),
    );
    expect((await uploadPicture(t.user.headers, 'complaints')).json().FilePath).toMatch(
      new RegExp(`^/uploads/${own}/complaints/complaint-`),
    );
    expect((await uploadPicture(t.user.headers, `${own}/profile`)).json().FilePath).toMatch(
      new RegExp(`^/uploads/${own}/profile/complaint-`),
    );
    expect((await uploadPicture(t.user.headers, 'blog/2024')).json().FilePath).toMatch(
      new RegExp(`^/uploads/${own}/blog/2024/complaint-`),
    );
    expect(await fs.readdir(t.uploadsDir)).toEqual(['users']);
  });

  it("cannot upload into another person's folder", async () => {
    const before = await filesUnder(t.uploadsDir);
    for (const folder of [`users/${other.id}`, `users/${other.id}/complaints`, 'users']) {
      const response = await uploadPicture(t.user.headers, folder);
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe('You can only use your own folder');
    }
    expect(await filesUnder(t.uploadsDir)).toEqual(before);
  });

  it('cannot list, create or delete folders', async () => {
    const list = await t.app.inject({ url: '/api/FileUpload/GetFiles', headers: t.user.headers });
    expect(list.statusCode).toBe(403);
    expect((await post('CreateFolder', t.user.headers, { Folder: '', FolderName: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await post('DeleteFolder', t.user.headers, { Folder: 'users', FileName: t.user.id })).statusCode,
    ).toBe(403);
    await expect(fs.stat(path.join(t.uploadsDir, 'Mine'))).rejects.toThrow();
  });

  it("cannot delete, resize or thumbnail another person's file", async () => {
    const theirs = (await uploadPicture(other.headers, 'complaints')).json();
    const folder = `users/${other.id}/complaints`;
    const attempts = [
      await post('DeleteFile', t.user.headers, { Folder: folder, FileName: theirs.Name }),
      await post('ResizedImage', t.user.headers, { FilePath: theirs.FilePath, Width: 10, Height: 0 }),
      await post('GenerateThumbnail', t.user.headers, { FilePath: theirs.FilePath }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    // Read "complaints" as their own folder, the delete finds nothing of theirs either.
    const ownReading = await post('DeleteFile', t.user.headers, {
      Folder: 'complaints',
      FileName: theirs.Name,
    });
    expect(ownReading.statusCode).toBe(404);
    expect((await t.app.inject({ url: theirs.FilePath })).statusCode).toBe(200);
  });

  it('deletes, resizes and thumbnails their own files', async () => {
    const mine = (await uploadPicture(t.user.headers, 'profile')).json();
    const resized = await post('ResizedImage', t.user.headers, {
      FilePath: mine.FilePath,
      Width: 20,
      Height: 0,
    });
    expect(resized.json().FilePath).toMatch(new RegExp(`^/uploads/users/${t.user.id}/profile/`));
    const thumbnail = await post('GenerateThumbnail', t.user.headers, { FilePath: mine.FilePath });
    expect(thumbnail.statusCode).toBe(200);
    const deleted = await post('DeleteFile', t.user.headers, { Folder: 'profile', FileName: mine.Name });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: mine.FilePath })).statusCode).toBe(404);
  });
});

describe('administrators', () => {
  it('upload, browse and delete anywhere, other people folders included', async () => {
    const theirs = (await uploadPicture(other.headers, 'complaints')).json();
    const list = await t.app.inject({
      url: `/api/FileUpload/GetFiles?directory=users/${other.id}/complaints`,
      headers: t.admin.headers,
    });
    expect(list.json().map((entry: { Name: string }) => entry.Name)).toContain(theirs.Name);
    const uploaded = await uploadPicture(t.admin.headers, `users/${other.id}/from-support`);
    expect(uploaded.json().FilePath).toMatch(new RegExp(`^/uploads/users/${other.id}/from-support/`));
    const deleted = await post('DeleteFile', t.admin.headers, {
      Folder: `users/${other.id}/complaints`,
      FileName: theirs.Name,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('include one whose role grants rights on another area only, who uploads anywhere but needs Files & Folders for the file manager (issue 29 §3)', async () => {
    const subAdmin = await signedInUser(t, { rights: { [Endpoint.Package]: { view: true } } });
    const list = await t.app.inject({ url: '/api/FileUpload/GetFiles', headers: bearer(subAdmin.token) });
    expect(list.statusCode).toBe(403);
    const refused = await post('CreateFolder', bearer(subAdmin.token), {
      Folder: '',
      FolderName: 'Packages',
    });
    expect(refused.statusCode).toBe(403);
    expect((await uploadPicture(bearer(subAdmin.token), 'Packages')).json().FilePath).toMatch(
      /^\/uploads\/Packages\//,
    );
    const theirs = (await uploadPicture(other.headers, 'complaints')).json();
    const notDeleted = await post('DeleteFile', bearer(subAdmin.token), {
      Folder: `users/${other.id}/complaints`,
      FileName: theirs.Name,
    });
    expect(notDeleted.statusCode).toBe(403);
    expect((await t.app.inject({ url: theirs.FilePath })).statusCode).toBe(200);

    const rights = { [Endpoint.FileManager]: { view: true, create: true, delete: true } };
    const fileManager = bearer((await signedInUser(t, { rights })).token);
    expect((await t.app.inject({ url: '/api/FileUpload/GetFiles', headers: fileManager })).statusCode).toBe(
      200,
    );
    const created = await post('CreateFolder', fileManager, { Folder: '', FolderName: 'Brochures' });
    expect(created.statusCode).toBe(200);
    const deleted = await post('DeleteFile', fileManager, {
      Folder: `users/${other.id}/complaints`,
      FileName: theirs.Name,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('must choose a new password before managing files; until then they upload like anyone else', async () => {
    const admin = await signedInUser(t, { allowAllEndpoints: true, requireNewPassword: true });
    const list = await t.app.inject({ url: '/api/FileUpload/GetFiles', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(403);
    const uploaded = await uploadPicture(bearer(admin.token), 'blog');
    expect(uploaded.json().FilePath).toMatch(new RegExp(`^/uploads/users/${admin.id}/blog/`));
  });
});
