import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { mapTileImageSource, mapTileSettings } from './map-tile-source.ts';

/** issue 31: the live map's tiles, a setting, and the one image host the page's policy adds for them. */
describe('the map tile setting (MAP_TILE_URL)', () => {
  const tilesOf = (url?: string) => readConfig({ NODE_ENV: 'test', ...(url ? { MAP_TILE_URL: url } : {}) });

  it("is OpenStreetMap's standard tiles, credited to its contributors, unless configured", () => {
    const config = tilesOf();
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toContain('OpenStreetMap</a> contributors');
    expect(mapTileImageSource(config)).toBe('https://tile.openstreetmap.org');
  });

  it('gives the maps a credit whose markup is safe to write as HTML: its link kept, scripts dropped', () => {
    const config = readConfig({
      NODE_ENV: 'test',
      MAP_TILE_ATTRIBUTION:
        '<a href="https://tiles.example.ng/credit">Tiles</a><img src=x onerror="alert(1)"><script>x()</script>',
    });
    const credit = mapTileSettings(config).MapTileAttribution;
    expect(credit).toContain('<a href="https://tiles.example.ng/credit">Tiles</a>');
    expect(credit).not.toMatch(/onerror|<script|x\(\)/);
  });

  it('allows exactly its host, with scheme and port (a local tile server on plain http)', () => {
    expect(mapTileImageSource(tilesOf('http://127.0.0.1:8123/tiles/{z}/{x}/{y}.png'))).toBe(
      'http://127.0.0.1:8123',
    );
  });

  it('allows the subdomains only of an address that rotates them ({s})', () => {
    expect(mapTileImageSource(tilesOf('https://{s}.tiles.example.ng/{z}/{x}/{y}.png'))).toBe(
      'https://*.tiles.example.ng',
    );
  });

  it('refuses an address that is no tile template, naming the setting', () => {
    expect(() => tilesOf('https://tiles.example.ng/map.png')).toThrow(
      /MAP_TILE_URL must hold \{z\}, \{x\} and \{y\}/,
    );
    expect(() => tilesOf('ftp://tiles.example.ng/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL/);
  });
});
