import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

/** The storage the configuration names: DATA_DIR/uploads on this disk, or an S3-compatible bucket. */
export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 'local') return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  if (!config.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  const client = createS3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
  return createS3Storage({ client, bucket: config.S3_BUCKET, keyPrefix: config.S3_KEY_PREFIX });
}
