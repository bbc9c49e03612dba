// The form engine's React renderer (spec 000 §2.4): <EForm>, its hooks, and the field renderer registry.

export type { EFormProps } from './eform.tsx';
export { EForm } from './eform.tsx';
export { FieldView, RenderersContext } from './field-view.tsx';
export { GroupBody } from './layout/group-body.tsx';
export { Html, sanitizeHtml } from './parts/html.tsx';
export type { FieldRegistry, FieldRenderer, FieldRendererProps } from './parts/renderer-types.ts';
export { fieldRenderers } from './registry.ts';
export type { EFormServices, PhoneCountry } from './services.tsx';
export { EFormServicesProvider, RenderProbeContext, useEFormServices } from './services.tsx';
export type { UseFormModelOptions } from './use-form-model.ts';
export { useFormModel } from './use-form-model.ts';
export { useFieldSnapshot, useFormSnapshot, useFormValues } from './use-model.ts';
