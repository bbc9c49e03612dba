import type { Config } from '../config.ts';
import { sanitizedHtml } from '../sanitize-html.ts';

/** Stands for a tile address's `{s}` (its subdomain letter) while the address is parsed. */
const SUBDOMAIN = 'tile-subdomain-placeholder';

/**
 * issue 31: the Content-Security-Policy source allowing the live map's tiles (MAP_TILE_URL): that host
 * alone, with its scheme and port, and every subdomain of it only when the address rotates them (`{s}`).
 */
export function mapTileImageSource(config: Pick<Config, 'MAP_TILE_URL'>) {
  const origin = new URL(config.MAP_TILE_URL.replaceAll('{s}', SUBDOMAIN)).origin;
  return origin.replace(SUBDOMAIN, '*');
}

/**
 * What the web app's map needs of the tiles (GetSiteSettings). The credit is sanitised here, once, so the
 * maps can hand it to Leaflet (which writes it as HTML) without a sanitiser of their own to download.
 */
export const mapTileSettings = (config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>) => ({
  MapTileUrl: config.MAP_TILE_URL,
  MapTileAttribution: sanitizedHtml(config.MAP_TILE_ATTRIBUTION),
});
