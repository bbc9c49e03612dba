import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilesTestApp,
  type FilesTestApp,
  pdf,
  picture,
  svgWithScript,
  upload,
} from './test-support.ts';

let t: FilesTestApp;
let photo: { Name: string; FilePath: string };
beforeAll(async () => {
  t = await createFilesTestApp();
  photo = (
    await upload(t, {
      headers: t.admin.headers,
      fields: { Folder: 'cars', PreferredFilename: 'Car front', ResizedToWidth: '0' },
      file: { bytes: await picture(1600, 1200), name: 'car.jpg' },
    })
  ).json();
});
afterAll(() => t.close());

const post = (action: string, payload: object) => t.admin.api.post(`/api/FileUpload/${action}`, payload);
const sizeOf = async (filePath: string) => {
  const metadata = await sharp((await t.app.inject({ url: filePath })).rawPayload).metadata();
  return [metadata.width, metadata.height];
};

describe('ResizedImage', () => {
  it('writes a resized copy beside the original and answers its FilePath', async () => {
    const response = await post('ResizedImage', { FilePath: photo.FilePath, Width: 800, Height: 0 });
    expect(response.statusCode).toBe(200);
    const { FilePath } = response.json();
    expect(FilePath).toMatch(/^\/uploads\/cars\/car-front-800x0-[a-z0-9]{10}\.jpg$/);
    expect(await sizeOf(FilePath)).toEqual([800, 600]);
    expect(await sizeOf(photo.FilePath)).toEqual([1600, 1200]);
  });

  it('keeps a dimension in proportion when it is 0, empty or missing (spec 000 §5)', async () => {
    for (const body of [
      { Width: 0, Height: 300 },
      { Width: '', Height: '300' },
      { Width: null, Height: 300 },
      { Height: 300 },
    ]) {
      const response = await post('ResizedImage', { FilePath: photo.FilePath, ...body });
      expect(await sizeOf(response.json().FilePath)).toEqual([400, 300]);
    }
  });

  it('gives exactly the box asked for when both sizes are set, without distorting the picture', async () => {
    const response = await post('ResizedImage', { FilePath: photo.FilePath, Width: 300, Height: 300 });
    expect(await sizeOf(response.json().FilePath)).toEqual([300, 300]);
  });

  it('answers the same picture when both sizes are 0', async () => {
    const response = await post('ResizedImage', { FilePath: photo.FilePath, Width: 0, Height: 0 });
    expect(response.json()).toEqual({ FilePath: photo.FilePath });
  });

  it('never enlarges the picture', async () => {
    const response = await post('ResizedImage', { FilePath: photo.FilePath, Width: 4000, Height: 0 });
    expect(await sizeOf(response.json().FilePath)).toEqual([1600, 1200]);
  });

  it.each([
    [{ Width: 5001, Height: 0 }, 'Width', 'Width must be a whole number of pixels from 0 to 5000'],
    [{ Width: 100, Height: 99999 }, 'Height', 'Height must be a whole number of pixels from 0 to 5000'],
    [{ Width: -1, Height: 0 }, 'Width', 'Width must be a whole number of pixels from 0 to 5000'],
    [{ Width: 10.5, Height: 0 }, 'Width', 'Width must be a whole number of pixels from 0 to 5000'],
    [{ Width: 'wide', Height: 0 }, 'Width', 'Width must be a whole number of pixels from 0 to 5000'],
    [{ Width: true, Height: 0 }, 'Width', 'Width must be a whole number of pixels from 0 to 5000'],
  ])('refuses the absurd size %j', async (size, property, message) => {
    const response = await post('ResizedImage', { FilePath: photo.FilePath, ...size });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [property]: [message] });
  });

  it('refuses a file that is not a picture, and answers 404 for one that is not there', async () => {
    const document = (
      await upload(t, {
        action: 'PDFUpload',
        headers: t.admin.headers,
        file: { bytes: pdf(), name: 'a.pdf' },
      })
    ).json();
    const notPicture = await post('ResizedImage', { FilePath: document.FilePath, Width: 100, Height: 0 });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().title).toBe('Only a JPEG, PNG, WebP or GIF picture can be resized');
    const missing = await post('ResizedImage', {
      FilePath: '/uploads/cars/ghost.jpg',
      Width: 100,
      Height: 0,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('The file ghost.jpg does not exist');
  });
});

describe('GenerateThumbnail', () => {
  it('makes a 200 by 200 thumbnail by default, as a WebP picture', async () => {
    const response = await post('GenerateThumbnail', { FilePath: photo.FilePath });
    expect(response.statusCode).toBe(200);
    const { ThumbnailFilePath } = response.json();
    expect(ThumbnailFilePath).toBe(`/uploads/.thumbnails/cars/${photo.Name}.200x200.webp`);
    const served = await t.app.inject({ url: ThumbnailFilePath });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(ThumbnailFilePath)).toEqual([200, 200]);
  });

  it('makes a thumbnail once: asking again answers the same path without making it again', async () => {
    const first = (
      await post('GenerateThumbnail', { FilePath: photo.FilePath, Width: 120, Height: 90 })
    ).json();
    const stored = path.join(t.uploadsDir, '.thumbnails', 'cars', `${photo.Name}.120x90.webp`);
    const before = await fs.stat(stored);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (
      await post('GenerateThumbnail', { FilePath: photo.FilePath, Width: 120, Height: 90 })
    ).json();
    expect(second).toEqual(first);
    const after = await fs.stat(stored);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('answers an SVG as its own thumbnail', async () => {
    const svg = (
      await upload(t, {
        action: 'GraphicDesignFileUpload',
        headers: t.admin.headers,
        file: { bytes: svgWithScript(), name: 'logo.svg' },
      })
    ).json();
    const response = await post('GenerateThumbnail', { FilePath: svg.FilePath });
    expect(response.json()).toEqual({ ThumbnailFilePath: svg.FilePath });
  });

  it('refuses a document, sizes out of range, and answers 404 for a missing picture', async () => {
    const document = (
      await upload(t, {
        action: 'PDFUpload',
        headers: t.admin.headers,
        file: { bytes: pdf(), name: 'b.pdf' },
      })
    ).json();
    const notPicture = await post('GenerateThumbnail', { FilePath: document.FilePath });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().title).toBe(
      'A thumbnail can be made only of a picture (JPEG, PNG, WebP, GIF or SVG)',
    );
    const tooBig = await post('GenerateThumbnail', { FilePath: photo.FilePath, Width: 1001 });
    expect(tooBig.json().errors).toEqual({
      Width: ['Width must be a whole number of pixels from 1 to 1000'],
    });
    const zero = await post('GenerateThumbnail', { FilePath: photo.FilePath, Height: 0 });
    expect(zero.json().errors).toEqual({
      Height: ['Height must be a whole number of pixels from 1 to 1000'],
    });
    const missing = await post('GenerateThumbnail', { FilePath: '/uploads/cars/ghost.jpg' });
    expect(missing.statusCode).toBe(404);
  });
});
