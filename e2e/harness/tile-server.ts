import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One pale pixel, as PNG: Leaflet stretches each tile's image over its 256 px square. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48+EZAAWOAsPWmHZBAAAAAElFTkSuQmCC',
  'base64',
);

export type TileServer = { tileUrl: string; requests: string[]; close: () => Promise<void> };

/**
 * issue 31: a map tile server on loopback answering a PNG for any /{z}/{x}/{y}.png, so no journey ever
 * loads tiles from the internet: every server the harness starts draws its live map from one of these
 * (MAP_TILE_URL). `requests` lists the tiles asked for.
 */
export async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(url)) {
      response.writeHead(404).end();
      return;
    }
    requests.push(url);
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
