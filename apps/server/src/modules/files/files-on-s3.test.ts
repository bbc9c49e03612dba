import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../adapters/storage/fake-s3-server.ts';
import { createFilesTestApp, type FilesTestApp, filesUnder, picture, upload } from './test-support.ts';

const credentials = {
  bucket: 'wayfare-media',
  region: 'af-south-1',
  accessKeyId: 'AKIDFILESONS3',
  secretAccessKey: 'files-on-s3-secret-key-0123456789',
};

let s3: FakeS3;
let t: FilesTestApp;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await createFilesTestApp({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: credentials.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
    S3_KEY_PREFIX: 'uploads',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const post = (action: string, payload: object) => t.admin.api.post(`/api/FileUpload/${action}`, payload);

describe('the file calls with STORAGE_DRIVER=s3', () => {
  it('upload, serve, list, thumbnail and delete through the bucket, writing nothing to the disk', async () => {
    const entry = (
      await upload(t, {
        headers: t.admin.headers,
        fields: { Folder: 'blog/2024' },
        file: { bytes: await picture(2400, 1200), name: 'Lekki Bridge.jpg' },
      })
    ).json();
    expect(entry.FilePath).toMatch(/^\/uploads\/blog\/2024\/lekki-bridge-[a-z0-9]{10}\.jpg$/);
    const object = s3.objects.get(`uploads/blog/2024/${entry.Name}`);
    expect(object?.contentType).toBe('image/jpeg');
    expect((await sharp(object!.body).metadata()).width).toBe(1200);

    const served = await t.app.inject({ url: entry.FilePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(object?.body);

    const thumbnail = (await post('GenerateThumbnail', { FilePath: entry.FilePath })).json();
    expect(s3.objects.has(`uploads/.thumbnails/blog/2024/${entry.Name}.200x200.webp`)).toBe(true);
    expect((await t.app.inject({ url: thumbnail.ThumbnailFilePath })).headers['content-type']).toBe(
      'image/webp',
    );

    const listing = await t.app.inject({
      url: '/api/FileUpload/GetFiles?directory=blog/2024',
      headers: t.admin.headers,
    });
    expect(listing.json()).toEqual([{ ...entry, ThumbnailFilePath: thumbnail.ThumbnailFilePath }]);
    const root = await t.app.inject({ url: '/api/FileUpload/GetFiles', headers: t.admin.headers });
    expect(root.json().map((item: { Name: string }) => item.Name)).toEqual(['blog']);

    const deleted = await post('DeleteFile', { Folder: 'blog/2024', FileName: entry.Name });
    expect(deleted.body).toBe(`The file ${entry.Name} has been deleted`);
    expect([...s3.objects.keys()].filter((key) => !key.endsWith('/'))).toEqual([]);
    expect((await t.app.inject({ url: entry.FilePath })).statusCode).toBe(404);
    expect(await filesUnder(t.uploadsDir)).toEqual([]);
  });

  it('keeps a created folder, and deletes a folder with all its objects', async () => {
    expect((await post('CreateFolder', { Folder: '', FolderName: 'cars' })).statusCode).toBe(200);
    expect(s3.objects.has('uploads/cars/')).toBe(true);
    for (const name of ['a.jpg', 'b.jpg']) {
      await upload(t, {
        headers: t.admin.headers,
        fields: { Folder: 'cars/2019' },
        file: { bytes: await picture(20, 20), name },
      });
    }
    const response = await post('DeleteFolder', { Folder: '', FileName: 'cars' });
    expect(response.body).toBe('The folder cars has been deleted, with the 2 file(s) in it');
    expect([...s3.objects.keys()].filter((key) => key.startsWith('uploads/cars'))).toEqual([]);
  });
});
