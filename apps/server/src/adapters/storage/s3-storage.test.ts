import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { type FakeS3, startFakeS3 } from './fake-s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';
import { itBehavesAsFileStorage } from './storage-behaviour.ts';

const credentials = {
  bucket: 'wayfare-files',
  region: 'eu-west-1',
  accessKeyId: 'AKIDWAYFARETEST',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYWAYFARETEST',
};

type CapturedRequest = { hostname: string; path: string; headers: Record<string, string> };

let s3: FakeS3;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  // Built from configuration exactly as the app builds it.
  storage = createStorage(
    testConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: credentials.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
      S3_KEY_PREFIX: 'wayfare/uploads',
    }),
  );
});
afterAll(async () => {
  storage.close();
  await s3.close();
});
beforeEach(() => {
  s3.requests.length = 0;
  s3.maxKeys = 1000;
});

describe('S3 storage, against a local S3-compatible server that checks signatures', () => {
  itBehavesAsFileStorage(() => storage);

  it('puts objects at endpoint/bucket/prefix/key, path-style, with their type and a long cache life', async () => {
    await storage.write('blog/2024/car front.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/wayfare-files/wayfare/uploads/blog/2024/car%20front.jpg');
    const stored = s3.objects.get('wayfare/uploads/blog/2024/car front.jpg');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('signs every request with SigV4 for the configured key, region and service', async () => {
    await storage.write('signed/a.txt', Buffer.from('a'), 'text/plain');
    await storage.read('signed/a.txt');
    await storage.list('signed');
    await storage.delete('signed/a.txt');
    expect(s3.requests.length).toBeGreaterThanOrEqual(4);
    for (const request of s3.requests) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDWAYFARETEST\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('marks an empty folder with a zero-byte object named like the folder', async () => {
    await storage.createFolder('Ọjà Photos/new');
    expect(s3.objects.get('wayfare/uploads/Ọjà Photos/new/')?.body.length).toBe(0);
  });

  it('follows listing pages to the end', async () => {
    s3.maxKeys = 2;
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      await storage.write(`paged/${name}.txt`, Buffer.from(name), 'text/plain');
    }
    await storage.write('paged/sub/f.txt', Buffer.from('f'), 'text/plain');
    const listing = await storage.list('paged');
    expect(listing?.files.map((file) => file.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(listing?.folders).toEqual(['sub']);
    expect(s3.requests.filter((request) => request.query.get('list-type') === '2').length).toBe(3);
    expect(await storage.deleteFolder('paged')).toBe(6);
  });

  it('is refused by the server when signed with the wrong secret', async () => {
    const forged = createS3Storage({
      client: createS3Client({
        region: credentials.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        accessKeyId: credentials.accessKeyId,
        secretAccessKey: 'not-the-secret',
      }),
      bucket: credentials.bucket,
    });
    await expect(forged.write('forged.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/signature/i);
    expect(s3.objects.has('forged.txt')).toBe(false);
    forged.close();
  });

  it('addresses the bucket as a host name when path-style is off (AWS S3 itself)', async () => {
    const client = createS3Client({
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
    });
    // Captured after signing, answered without any network, from the SDK's own middleware stack.
    const sent: CapturedRequest[] = [];
    client.middlewareStack.add(
      () => async (args) => {
        sent.push(args.request as CapturedRequest);
        return {
          response: { statusCode: 200, headers: {}, body: undefined },
          output: { $metadata: {} },
        } as never;
      },
      { step: 'finalizeRequest', priority: 'low', name: 'captureSignedRequest' },
    );
    const aws = createS3Storage({ client, bucket: 'wayfare-files', keyPrefix: '/media/' });
    await aws.write('users/42/me.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(sent[0]?.hostname).toBe('wayfare-files.s3.us-east-1.amazonaws.com');
    expect(sent[0]?.path).toBe('/media/users/42/me.jpg');
    expect(sent[0]?.headers.authorization).toMatch(
      /Credential=AKIDWAYFARETEST\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    aws.close();
  });

  it('cannot be configured without a bucket', () => {
    expect(() => createStorage(testConfig({ STORAGE_DRIVER: 's3' }))).toThrow(
      'S3_BUCKET: required when STORAGE_DRIVER=s3',
    );
  });
});
