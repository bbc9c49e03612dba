import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilesTestApp,
  docx,
  type FilesTestApp,
  pdf,
  picture,
  svgWithScript,
  upload,
} from './test-support.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.close());

const uploaded = async (action: string, bytes: Buffer, name: string) =>
  (
    await upload(t, { action, headers: t.admin.headers, fields: { Folder: 'public' }, file: { bytes, name } })
  ).json();

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe('GET /uploads/...', () => {
  it('serves a picture to anyone, with its type, nosniff, a sandbox policy and a year-long immutable cache', async () => {
    const entry = await uploaded('PictureUpload', await picture(30, 20), 'a.jpg');
    const response = await t.app.inject({ url: entry.FilePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(entry.SizeInByte),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': SANDBOX,
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.rawPayload.length).toBe(entry.SizeInByte);
  });

  it('serves an SVG only as a download, in a sandbox, so its script never runs in the app', async () => {
    const entry = await uploaded('GraphicDesignFileUpload', svgWithScript(), 'logo.svg');
    const response = await t.app.inject({ url: entry.FilePath });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${entry.Name}"; filename*=UTF-8''${entry.Name}`,
    );
    expect(response.headers['content-security-policy']).toBe(SANDBOX);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a PDF to be read in the browser, and CSV and Word files as downloads', async () => {
    const document = await uploaded('PDFUpload', pdf(), 'terms.pdf');
    const pdfResponse = await t.app.inject({ url: document.FilePath });
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toBeUndefined();
    expect(pdfResponse.headers['content-security-policy']).toBe(SANDBOX);

    const csv = await uploaded('CSVUpload', Buffer.from('a,b\n1,2\n'), 'x.csv');
    const csvResponse = await t.app.inject({ url: csv.FilePath });
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['content-disposition']).toMatch(/^attachment; /);

    const word = await uploaded('WordDocUpload', docx(), 'letter.docx');
    const wordResponse = await t.app.inject({ url: word.FilePath });
    expect(wordResponse.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(wordResponse.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers HEAD with the headers only, and ignores a query string', async () => {
    const entry = await uploaded('PictureUpload', await picture(30, 20), 'b.jpg');
    const head = await t.app.inject({ method: 'HEAD', url: entry.FilePath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.body).toBe('');
    expect((await t.app.inject({ url: `${entry.FilePath}?v=2` })).statusCode).toBe(200);
  });

  it("answers 404 with spec 000 §8's text for a file that does not exist", async () => {
    const response = await t.app.inject({ url: '/uploads/public/ghost.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('The URL does not exist. Thank you');
    expect((await t.app.inject({ url: '/uploads/public' })).statusCode).toBe(404);
  });

  it('serves a file in a folder whose name needs %-encoding', async () => {
    const entry = (
      await upload(t, {
        headers: t.admin.headers,
        fields: { Folder: 'Ọjà Photos' },
        file: { bytes: await picture(10, 10), name: 'x.jpg' },
      })
    ).json();
    expect(entry.FilePath).toBe(`/uploads/%E1%BB%8Cj%C3%A0%20Photos/${entry.Name}`);
    expect((await t.app.inject({ url: entry.FilePath })).statusCode).toBe(200);
  });
});
