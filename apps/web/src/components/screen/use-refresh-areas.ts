import { useQueryClient } from '@tanstack/react-query';
import { sessionOptionCache } from '@wayfare/eform/core';
import { useCallback } from 'react';
import { refreshAreas } from '../../lib/call-query.ts';

/**
 * After a change: every list and record of the areas loads again, and the form engine's session cache
 * of option lists (spec 000 §4) is forgotten, so a record just enabled is offered by every form at once.
 */
export function useRefreshAreas(areas: readonly string[]) {
  const client = useQueryClient();
  const key = areas.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the areas' names, not the array's identity
  return useCallback(() => {
    sessionOptionCache.clear();
    return refreshAreas(client, ...areas);
  }, [client, key]);
}
