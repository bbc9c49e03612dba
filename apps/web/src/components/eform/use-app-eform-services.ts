import * as calls from '@wayfare/contracts/calls';
import type { EFormServices } from '@wayfare/eform/react';
import { useMemo } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { useFileManager, useImageViewer } from '../files/file-tools-provider.tsx';
import { useCanCall } from '../screen/use-can-call.ts';

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
 * for an administrator who may see Files & Folders (issue 29 §3) the file manager as 'use existing
 * files' (spec 000 §6).
 */
export function useAppEFormServices(): EFormServices {
  const fileManager = optional(useFileManager);
  const imageViewer = optional(useImageViewer);
  const mayChooseFiles = useCanCall(calls.FileUpload.GetFiles);
  const open = fileManager?.open;
  const view = imageViewer?.view;
  return useMemo<EFormServices>(
    () => ({
      loadCountries,
      onError: showError,
      viewImage: view,
      chooseExistingFiles:
        mayChooseFiles && open ? ({ multiple, types }) => open({ multiple, types }) : undefined,
    }),
    [mayChooseFiles, open, view],
  );
}
