import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compoundFile,
  createFilesTestApp,
  docx,
  type FilesTestApp,
  odt,
  pdf,
  phonePhoto,
  picture,
  svgWithScript,
  upload,
} from './test-support.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.close());

const uploadAsAdmin = (action: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) =>
  upload(t, { action, headers: t.admin.headers, fields, file: { bytes, name } });

/** The stored bytes of an entry, read back through its public URL. */
async function served(filePath: string) {
  const response = await t.app.inject({ url: filePath });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('PictureUpload', () => {
  it('answers the new file entry with every field of spec 000 §3.2, its FilePath serving the picture', async () => {
    const response = await uploadAsAdmin('PictureUpload', await picture(640, 480), 'Front of car.jpg', {
      Folder: 'cars',
      PreferredFilename: 'Toyota Corolla 2014',
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json();
    expect(entry).toEqual({
      Name: expect.stringMatching(/^toyota-corolla-2014-[a-z0-9]{10}\.jpg$/),
      FilePath: `/uploads/cars/${entry.Name}`,
      IsDirectory: false,
      SizeInByte: (await fs.stat(path.join(t.uploadsDir, 'cars', entry.Name))).size,
      ThumbnailFilePath: null,
      IsImage: true,
      IsCSV: false,
      IsPDF: false,
      IsWord: false,
      IsGraphics: false,
    });
    const stored = await sharp(await served(entry.FilePath)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 640, 480]);
  });

  it('gives every upload a new name, readable from PreferredFilename or else the file name', async () => {
    const bytes = await picture(50, 50);
    const first = (
      await uploadAsAdmin('PictureUpload', bytes, 'x.png', { PreferredFilename: 'Ọjà Market' })
    ).json();
    const second = (
      await uploadAsAdmin('PictureUpload', bytes, 'x.png', { PreferredFilename: 'Ọjà Market' })
    ).json();
    const third = (await uploadAsAdmin('PictureUpload', bytes, 'Driver Licence (front).JPG')).json();
    expect(first.Name).toMatch(/^oja-market-[a-z0-9]{10}\.jpg$/);
    expect(second.Name).toMatch(/^oja-market-[a-z0-9]{10}\.jpg$/);
    expect(second.Name).not.toBe(first.Name);
    expect(third.Name).toMatch(/^driver-licence-front-[a-z0-9]{10}\.jpg$/);
  });

  it('names the file by what its bytes are, not by the name it was sent with', async () => {
    const entry = (await uploadAsAdmin('PictureUpload', await picture(40, 40, 'png'), 'photo.jpg')).json();
    expect(entry.Name).toMatch(/\.png$/);
    const response = await t.app.inject({ url: entry.FilePath });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('fits the picture inside 1200 pixels wide by default, keeping its proportions', async () => {
    const entry = (await uploadAsAdmin('PictureUpload', await picture(3000, 2000), 'wide.jpg')).json();
    const stored = await sharp(await served(entry.FilePath)).metadata();
    expect([stored.width, stored.height]).toEqual([1200, 800]);
  });

  it('fits inside ResizedToWidth by ResizedToHeight, 0 keeping a dimension in proportion', async () => {
    const bytes = await picture(1000, 500);
    const sizeAfter = async (fields: Record<string, string>) => {
      const entry = (await uploadAsAdmin('PictureUpload', bytes, 'a.jpg', fields)).json();
      const stored = await sharp(await served(entry.FilePath)).metadata();
      return [stored.width, stored.height];
    };
    expect(await sizeAfter({ ResizedToWidth: '0', ResizedToHeight: '100' })).toEqual([200, 100]);
    expect(await sizeAfter({ ResizedToWidth: '400', ResizedToHeight: '400' })).toEqual([400, 200]);
    expect(await sizeAfter({ ResizedToWidth: '0', ResizedToHeight: '0' })).toEqual([1000, 500]);
    expect(await sizeAfter({ ResizedToWidth: '', ResizedToHeight: '' })).toEqual([1000, 500]);
  });

  it('never enlarges a picture beyond its own size', async () => {
    const entry = (
      await uploadAsAdmin('PictureUpload', await picture(300, 200), 'small.jpg', { ResizedToWidth: '2400' })
    ).json();
    const stored = await sharp(await served(entry.FilePath)).metadata();
    expect([stored.width, stored.height]).toEqual([300, 200]);
  });

  it('applies the EXIF orientation and strips EXIF, camera and GPS position from the stored picture', async () => {
    const photo = await phonePhoto(300, 100);
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString('latin1')).toContain('WayfarePhone');

    const entry = (await uploadAsAdmin('PictureUpload', photo, 'IMG_2024.jpg')).json();
    const bytes = await served(entry.FilePath);
    const stored = await sharp(bytes).metadata();
    expect([stored.width, stored.height]).toEqual([100, 300]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('WayfarePhone');
  });

  it('keeps PNG, WebP and GIF pictures in their own format', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const entry = (
        await uploadAsAdmin('PictureUpload', await picture(64, 48, format), `a.${format}`)
      ).json();
      expect(entry.Name.endsWith(`.${format}`)).toBe(true);
      expect((await sharp(await served(entry.FilePath)).metadata()).format).toBe(format);
    }
  });

  it('creates the Folder it is given, however deep', async () => {
    const entry = (
      await uploadAsAdmin('PictureUpload', await picture(20, 20), 'a.jpg', { Folder: 'blog/2024/Lagos Trip' })
    ).json();
    expect(entry.FilePath).toBe(`/uploads/blog/2024/Lagos%20Trip/${entry.Name}`);
    await expect(
      fs.stat(path.join(t.uploadsDir, 'blog', '2024', 'Lagos Trip', entry.Name)),
    ).resolves.toBeTruthy();
    expect((await t.app.inject({ url: entry.FilePath })).statusCode).toBe(200);
  });
});

describe('the other upload calls', () => {
  it('PDFUpload stores a PDF unchanged', async () => {
    const response = await uploadAsAdmin('PDFUpload', pdf(), 'Terms.pdf', { Folder: 'documents' });
    expect(response.statusCode).toBe(200);
    const entry = response.json();
    expect(entry).toMatchObject({ IsPDF: true, IsImage: false, SizeInByte: pdf().length });
    expect(entry.Name).toMatch(/^terms-[a-z0-9]{10}\.pdf$/);
    expect(await served(entry.FilePath)).toEqual(pdf());
  });

  it('CSVUpload stores UTF-8 text, a byte-order mark and non-Latin names included', async () => {
    const csv = Buffer.from('\uFEFFName,Amount\r\nAdaeze Ọkọ,1500\r\nJohn,200\n');
    const entry = (await uploadAsAdmin('CSVUpload', csv, 'payments.csv')).json();
    expect(entry).toMatchObject({ IsCSV: true, IsImage: false });
    expect(entry.Name).toMatch(/\.csv$/);
    expect(await served(entry.FilePath)).toEqual(csv);
  });

  it('WordDocUpload stores DOCX, ODT, RTF and legacy DOC files', async () => {
    const documents: [Buffer, string][] = [
      [docx(), 'docx'],
      [odt(), 'odt'],
      [Buffer.from('{\\rtf1\\ansi Hello Lagos}'), 'rtf'],
      [compoundFile('WordDocument'), 'doc'],
    ];
    for (const [bytes, ext] of documents) {
      const response = await uploadAsAdmin('WordDocUpload', bytes, `letter.${ext}`);
      expect(response.statusCode, ext).toBe(200);
      expect(response.json().Name).toMatch(new RegExp(`^letter-[a-z0-9]{10}\\.${ext}$`));
      expect(response.json()).toMatchObject({ IsWord: true });
    }
  });

  it('GraphicDesignFileUpload stores SVG, PNG and Illustrator files as they were drawn', async () => {
    const svg = (await uploadAsAdmin('GraphicDesignFileUpload', svgWithScript(), 'logo.svg')).json();
    expect(svg).toMatchObject({ IsGraphics: true, IsImage: true });
    expect(svg.Name).toMatch(/\.svg$/);
    expect(svg.ThumbnailFilePath).toBe(svg.FilePath);
    expect(await served(svg.FilePath)).toEqual(svgWithScript());

    const png = await picture(30, 30, 'png');
    const raster = (await uploadAsAdmin('GraphicDesignFileUpload', png, 'banner.png')).json();
    expect(await served(raster.FilePath)).toEqual(png);

    const illustrator = (await uploadAsAdmin('GraphicDesignFileUpload', pdf(), 'brand.ai')).json();
    expect(illustrator).toMatchObject({ IsGraphics: true });
    expect(illustrator.Name).toMatch(/^brand-[a-z0-9]{10}\.ai$/);
  });

  it('ignores the resize fields for anything but a picture upload', async () => {
    const png = await picture(300, 300, 'png');
    const entry = (
      await uploadAsAdmin('GraphicDesignFileUpload', png, 'icon.png', {
        ResizedToWidth: '100',
        ResizedToHeight: '100',
      })
    ).json();
    expect((await sharp(await served(entry.FilePath)).metadata()).width).toBe(300);
  });
});
