import { useQuery } from '@tanstack/react-query';
import { settingsCalls } from '@wayfare/contracts';
import { callQuery } from './call-query.ts';

/**
 * The maps' tiles and their credit (the live map, issue 31; a ride's route, issue 32): server settings
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 */
export const useMapTiles = () =>
  useQuery({
    ...callQuery(settingsCalls.GetSiteSettings),
    staleTime: Number.POSITIVE_INFINITY,
    select: (settings) => ({ url: settings.MapTileUrl, attribution: settings.MapTileAttribution }),
  });
