import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests (no real one can be installed here): path-style PUT, GET, HEAD,
 * DELETE of objects, ListObjectsV2 (prefix, delimiter, pagination) and DeleteObjects, in memory. Like S3,
 * it recomputes every request's AWS Signature Version 4 from the secret key and refuses a request whose
 * signature or payload hash does not match, so a test passes only when the client really signs correctly.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
};
type StoredObject = { body: Buffer; contentType: string; cacheControl?: string; lastModified: Date };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  requests: RecordedRequest[];
  /** Listing page size, small in tests so pagination is exercised. */
  maxKeys: number;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
const unxml = (text: string) =>
  text.replace(/&(lt|gt|amp|apos|quot);/g, (_, name: string) =>
    String({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' }[name]),
  );
// RFC 3986 encoding, as SigV4's canonical query string requires.
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's signature is wrong, or undefined when it is right (SigV4, as S3 checks it). */
function signatureProblem(
  request: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
) {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'missing or malformed Authorization header';
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [rfc3986(decodeURIComponent(key)), rfc3986(decodeURIComponent(value.replace(/\+/g, ' ')))];
    })
    .sort(([a = '', x = ''], [b = '', y = '']) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), 's3'),
    'aws4_request',
  );
  return hmac(key, stringToSign).toString('hex') === signature ? undefined : 'signature does not match';
}

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`,
  );
}

function listObjects(fake: FakeS3, query: URLSearchParams, response: ServerResponse) {
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const after = query.get('continuation-token') ?? '';
  const urlEncoded = query.get('encoding-type') === 'url';
  const encode = (key: string) => (urlEncoded ? encodeURIComponent(key).replace(/%2F/g, '/') : key);
  const entries: { key: string; isPrefix: boolean }[] = [];
  const seenPrefixes = new Set<string>();
  for (const key of [...fake.objects.keys()].sort()) {
    if (!key.startsWith(prefix)) continue;
    const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (cut >= 0) {
      const common = key.slice(0, cut + delimiter.length);
      if (!seenPrefixes.has(common)) entries.push({ key: common, isPrefix: true });
      seenPrefixes.add(common);
    } else entries.push({ key, isPrefix: false });
  }
  const remaining = entries.filter((entry) => entry.key > after);
  const page = remaining.slice(0, fake.maxKeys);
  const truncated = remaining.length > page.length;
  const contents = page
    .filter((entry) => !entry.isPrefix)
    .map((entry) => {
      const object = fake.objects.get(entry.key)!;
      return `<Contents><Key>${xml(encode(entry.key))}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${sha256(object.body).slice(0, 32)}"</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const prefixes = page
    .filter((entry) => entry.isPrefix)
    .map((entry) => `<CommonPrefixes><Prefix>${xml(encode(entry.key))}</Prefix></CommonPrefixes>`)
    .join('');
  const next = truncated ? `<NextContinuationToken>${xml(page.at(-1)!.key)}</NextContinuationToken>` : '';
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${fake.bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${fake.maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${prefixes}${next}</ListBucketResult>`,
  );
}

function deleteObjects(fake: FakeS3, body: Buffer, response: ServerResponse) {
  const keys = [...body.toString('utf8').matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((found) =>
    unxml(found[1]!),
  );
  for (const key of keys) fake.objects.delete(key);
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>`,
  );
}

export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const fake = {
    bucket: options.bucket,
    objects: new Map(),
    requests: [],
    maxKeys: 1000,
  } as unknown as FakeS3;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
    const query = new URLSearchParams(rawQuery);
    const method = request.method ?? 'GET';
    fake.requests.push({ method, path: rawPath, query, headers: request.headers });
    const head = method === 'HEAD';

    const problem = signatureProblem(request, rawPath, rawQuery, body, options);
    if (problem) return sendError(response, 403, 'SignatureDoesNotMatch', problem, head);
    const [, bucket, ...rest] = rawPath.split('/');
    if (bucket !== options.bucket) return sendError(response, 404, 'NoSuchBucket', 'no such bucket', head);
    const key = decodeURIComponent(rest.join('/'));

    if (key === '' && method === 'GET' && query.get('list-type') === '2')
      return listObjects(fake, query, response);
    if (key === '' && method === 'POST' && query.has('delete')) return deleteObjects(fake, body, response);
    if (method === 'PUT') {
      fake.objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        cacheControl: request.headers['cache-control'],
        lastModified: new Date(),
      });
      response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
      return response.end();
    }
    if (method === 'DELETE') {
      fake.objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = fake.objects.get(key);
    if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
    response.writeHead(200, {
      'content-type': object.contentType,
      'content-length': String(object.body.length),
      'last-modified': object.lastModified.toUTCString(),
    });
    response.end(head ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
