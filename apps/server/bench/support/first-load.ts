import { gzipSync } from 'node:zlib';

const KiB = 1024;

/** One request of Lighthouse's network-requests audit. */
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type LighthouseAudits = Record<string, { details?: unknown } | undefined>;

/** The gzipped size of one file as the server sends it uncompressed. */
async function gzippedBytes(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/**
 * The scripts and style sheets a page's first load took from `base` (Lighthouse's network requests):
 * how many, their gzipped size (each fetched again uncompressed and gzipped at level 9, so builds compare
 * whatever the server sent), and their size as sent (brotli plus headers), in KiB.
 */
export async function firstLoadOf(audits: LighthouseAudits, base: string) {
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const files = requests.filter(
    (request) =>
      (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') &&
      request.url.startsWith(base),
  );
  let gzip = 0;
  for (const file of files) gzip += await gzippedBytes(file.url);
  return {
    paths: files.map((file) => new URL(file.url).pathname),
    files: files.length,
    gzipKiB: gzip / KiB,
    transferKiB: files.reduce((sum, file) => sum + (file.transferSize ?? 0), 0) / KiB,
  };
}
