import { useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@wayfare/contracts';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 31: the map's tiles and their credit, server settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const useMapTiles = () =>
  useQuery({
    ...callQuery(settingsCalls.GetSiteSettings),
    staleTime: Number.POSITIVE_INFINITY,
    select: (settings) => ({ url: settings.MapTileUrl, attribution: settings.MapTileAttribution }),
  });
