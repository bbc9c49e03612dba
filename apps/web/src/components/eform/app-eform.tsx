import type { Form, FormModel } from '@wayfare/eform/core';
import { EForm, type EFormProps, type UseFormModelOptions } from '@wayfare/eform/react';
import { useAppEFormServices } from './use-app-eform-services.ts';
import { useAppFormModel } from './use-app-form-model.ts';

export type AppEFormProps = Omit<EFormProps, 'model' | 'definition' | 'options' | 'services'> & {
  /** A model from useAppFormModel (to validate, read values or reload them from the screen)... */
  model?: FormModel | null;
  /** ...or a definition: AppEForm makes the model itself with `options`. */
  definition?: Form | null;
  options?: UseFormModelOptions;
};

/**
 * The form engine's <EForm> with the app's services (spec 000 §2.4): option loading through the API
 * client, uploads through the FileUpload calls with progress, the file manager for admins, the image
 * viewer, the country list, and error alerts.
 */
export function AppEForm({ model, definition, options, ...props }: AppEFormProps) {
  const services = useAppEFormServices();
  const own = useAppFormModel(model === undefined ? definition : null, options);
  return <EForm {...props} model={model === undefined ? own : model} services={services} />;
}
