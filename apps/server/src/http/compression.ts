import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller replies gain less than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's replies over a kilobyte (JSON lists, problem details) with brotli or gzip, as
 * the client's Accept-Encoding allows, adding `Vary: Accept-Encoding`. Brotli at quality 4: per
 * request, speed matters more than the last few percent (the web app's files are compressed at build
 * time at the best quality instead, and served as they are). Types that are compressed already
 * (pictures, PDFs) are left alone. Must be registered before the routes: it hooks each route as it is
 * added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are read as sent: a compressed one would slip past the size checks made on
    // Content-Length (uploads) and expand in memory.
    globalDecompression: false,
  });
}
