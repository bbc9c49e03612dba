import type { EFormServices } from '@wayfare/eform/react';
import { useMemo } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { useSession } from '../../lib/use-session.ts';
import { useFileManager, useImageViewer } from '../files/file-tools-provider.tsx';

import { loadCountries } from './load-countries.ts';

export { loadCountries };

/** A file tool when the page has the FileToolsProvider (the admin shell), else undefined. */
function optional<T>(useTool: () => T): T | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: the hook always runs (it reads one context); only its "no provider" error is caught
    return useTool();
  } catch {
    // Outside the admin shell there are no file tools; the form offers none.
    return undefined;
  }
}

export const showError = (message: string) => {
  alertStore.error(message);
};

/**
 * What the renderer gets from the app: the country list, error alerts (spec 000 §8), the image viewer, and
 * for a user with the admin role the file manager as 'use existing files' (spec 000 §6).
 */
export function useAppEFormServices(): EFormServices {
  const { user } = useSession();
  const fileManager = optional(useFileManager);
  const imageViewer = optional(useImageViewer);
  const isAdmin = !!user?.HasAdminRole;
  const open = fileManager?.open;
  const view = imageViewer?.view;
  return useMemo<EFormServices>(
    () => ({
      loadCountries,
      onError: showError,
      viewImage: view,
      chooseExistingFiles: isAdmin && open ? ({ multiple, types }) => open({ multiple, types }) : undefined,
    }),
    [isAdmin, open, view],
  );
}
