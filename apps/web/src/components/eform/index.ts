// The app's adapter of the form engine: <AppEForm> and useAppFormModel give the engine the app's services.
export type { AppEFormProps } from './app-eform.tsx';
export { AppEForm } from './app-eform.tsx';
export { confirmItemDelete } from './confirm-item-delete.ts';
export { loadOptions } from './load-options.ts';
export { appUploadService } from './upload-service.ts';
export { loadCountries, useAppEFormServices } from './use-app-eform-services.ts';
export { useAppFormModel } from './use-app-form-model.ts';
