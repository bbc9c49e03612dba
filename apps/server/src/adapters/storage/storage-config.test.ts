import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';

describe('file storage settings', () => {
  it('default to the local disk and the upload limits of the brief', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      STORAGE_DRIVER: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      UPLOAD_MAX_PICTURE_MB: 10,
      UPLOAD_MAX_PDF_MB: 20,
      UPLOAD_MAX_CSV_MB: 5,
      UPLOAD_MAX_WORD_MB: 20,
      UPLOAD_MAX_GRAPHIC_MB: 50,
      UPLOAD_MAX_IMAGE_MEGAPIXELS: 64,
    });
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('read an S3-compatible server from the environment', () => {
    const config = readConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'wayfare',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_MAX_PICTURE_MB: '2.5',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'wayfare',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: true,
      UPLOAD_MAX_PICTURE_MB: 2.5,
    });
  });

  it('refuse to start with bad values, naming each variable', () => {
    expect(() =>
      readConfig({
        STORAGE_DRIVER: 'ftp',
        S3_ENDPOINT: 'minio:9000',
        UPLOAD_MAX_PDF_MB: '0',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toThrow(/STORAGE_DRIVER[\s\S]*S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE[\s\S]*UPLOAD_MAX_PDF_MB/);
  });
});
