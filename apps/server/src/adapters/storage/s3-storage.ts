import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, type StoredFile } from './file-storage.ts';

export type S3ClientSettings = {
  region: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces...); AWS itself when unset. */
  endpoint?: string;
  /** Address buckets as endpoint/bucket/key rather than bucket.endpoint/key (most S3-compatible servers). */
  forcePathStyle: boolean;
  /** Without keys, the SDK's own chain (environment, profile, instance role) supplies them. */
  accessKeyId?: string;
  secretAccessKey?: string;
};

export function createS3Client(settings: S3ClientSettings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default extra checksums are refused by several S3-compatible servers; S3 needs none.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
};

/** Uploaded files are immutable (a new upload gets a new name), so a CDN in front may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DELETE_BATCH = 1000;

/**
 * Files as objects of one bucket. A folder is a key prefix ending in '/'; an empty folder is kept by a
 * zero-byte marker object named like the prefix, as the S3 console does.
 */
export function createS3Storage(options: {
  client: S3Client;
  bucket: string;
  /** Every object key starts with this, so a bucket can be shared ("wayfare/uploads/"). */
  keyPrefix?: string;
}): FileStorage {
  const { client, bucket } = options;
  const trimmed = (options.keyPrefix ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = trimmed ? `${trimmed}/` : '';

  const objectKey = (key: string) => {
    assertKey(key);
    return prefix + key;
  };
  const folderPrefix = (folder: string) => {
    assertKey(folder, { allowRoot: true });
    return folder === '' ? prefix : `${prefix}${folder}/`;
  };
  const putMarker = (folder: string) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: folderPrefix(folder), Body: Buffer.alloc(0) }));

  async function* keysUnder(folderKeyPrefix: string) {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: folderKeyPrefix })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  const storage: FileStorage = {
    driver: 's3',

    async write(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async read(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return response.Body ? Buffer.from(await response.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async open(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!response.Body) return undefined;
        return { stream: response.Body as Readable, size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async list(folder) {
      const listPrefix = folderPrefix(folder);
      const folders: string[] = [];
      const files: StoredFile[] = [];
      let exists = folder === '';
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: listPrefix, Delimiter: '/' });
      for await (const page of pages) {
        for (const common of page.CommonPrefixes ?? []) {
          exists = true;
          const name = common.Prefix?.slice(listPrefix.length).replace(/\/$/, '');
          if (name) folders.push(name);
        }
        for (const object of page.Contents ?? []) {
          exists = true;
          const name = object.Key?.slice(listPrefix.length);
          if (!name) continue; // the folder's own marker
          files.push({ name, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
        }
      }
      return exists ? { folders, files } : undefined;
    },

    async createFolder(folder) {
      assertKey(folder);
      await putMarker(folder);
    },

    async delete(key) {
      if (!(await storage.stat(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      // A folder exists only while something is in it: its marker keeps it once its last file has gone,
      // as on a disk.
      const parent = key.split('/').slice(0, -1).join('/');
      if (parent) await putMarker(parent);
      return true;
    },

    async deleteFolder(folder) {
      assertKey(folder);
      const keys: string[] = [];
      for await (const key of keysUnder(folderPrefix(folder))) keys.push(key);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failure = result.Errors?.[0];
        if (failure)
          throw new Error(`S3 refused to delete ${failure.Key}: ${failure.Code} ${failure.Message}`);
      }
      return keys.filter((key) => !key.endsWith('/')).length;
    },

    close() {
      client.destroy();
    },
  };
  return storage;
}
