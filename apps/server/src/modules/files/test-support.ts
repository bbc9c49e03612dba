import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { apiAs } from '../../test/api-client.ts';
import { bearer, createTestApp, signedInAdmin, signedInUser, type TestApp } from '../../test/test-app.ts';

export type FilePart = { bytes: Buffer; name: string; type?: string; field?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'File', blob, file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A picture of the given size and format, with detail so it does not compress to nothing. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${Math.ceil(width / 2)}" height="${Math.ceil(height / 3)}" fill="#0a6"/></svg>`,
      ),
      top: 0,
      left: 0,
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/** Every file under a folder, relative to it, hidden ones included. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The real app on its own temporary DATA_DIR, with an administrator and an ordinary user signed in. */
export async function createFilesTestApp(overrides: Partial<Config> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wayfare-files-'));
  const t: TestApp = await createTestApp({ DATA_DIR: dataDir, ...overrides });
  const admin = await signedInAdmin(t);
  const user = await signedInUser(t);
  return {
    ...t,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    admin: { ...admin, headers: bearer(admin.token), api: apiAs(t, admin.token) },
    user: { ...user, headers: bearer(user.token), api: apiAs(t, user.token) },
    async close() {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type FilesTestApp = Awaited<ReturnType<typeof createFilesTestApp>>;

/** Sends one upload call. */
export async function upload(
  t: FilesTestApp,
  options: {
    action?: string;
    headers: Record<string, string>;
    fields?: Record<string, string>;
    file?: FilePart;
  },
) {
  const body = await multipart(options.fields ?? {}, options.file);
  return t.app.inject({
    method: 'POST',
    url: `/api/FileUpload/${options.action ?? 'PictureUpload'}`,
    headers: { ...options.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A JPEG as a phone writes it: turned by its EXIF orientation, with the camera and GPS position in EXIF. */
export function phonePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'WayfarePhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 22/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG of a few bytes whose header claims width by height pixels: a decompression bomb. */
export async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A ZIP archive of stored (uncompressed) entries: the container of DOCX and ODT files. */
export function zipOf(entries: { name: string; data: string }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);

export const odt = () =>
  zipOf([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
    { name: 'content.xml', data: '<office:document-content/>' },
  ]);

/** A Microsoft compound file holding a stream of the given name ("WordDocument" for a .doc). */
export function compoundFile(streamName: string) {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from(streamName, 'utf16le').copy(file, 1024);
  return file;
}

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );
