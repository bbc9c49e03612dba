import type { Form, FormModel } from '@wayfare/eform/core';
import { type UseFormModelOptions, useFormModel } from '@wayfare/eform/react';
import { confirmItemDelete } from './confirm-item-delete.ts';
import { loadOptions } from './load-options.ts';
import { appUploadService } from './upload-service.ts';
import { showError } from './use-app-eform-services.ts';

/**
 * useFormModel with the app's services: options through the API client, uploads and resizing through the
 * FileUpload calls, the delete prompt for repeatable items, and failures as error alerts. Any of them can
 * be replaced through `options`.
 */
export function useAppFormModel(
  definition: Form | null | undefined,
  options: UseFormModelOptions = {},
): FormModel | null {
  return useFormModel(definition, {
    loadOptions,
    upload: appUploadService,
    confirmDelete: confirmItemDelete,
    onError: showError,
    ...options,
  });
}
