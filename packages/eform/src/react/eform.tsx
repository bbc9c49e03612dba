import './eform.css';
import { Box } from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { type Answer, EformDisplayType, type Form, type FormModel, type FormValues } from '../core/index.ts';
import { RenderersContext } from './field-view.tsx';
import { LoadingEform, MissingEform, SuccessMessage } from './layout/form-states.tsx';
import { OneByOneForm } from './layout/one-by-one-form.tsx';
import { RegularForm } from './layout/regular-form.tsx';
import { TabByTabForm } from './layout/tab-by-tab-form.tsx';
import { TabularForm } from './layout/tabular-form.tsx';
import { FormStatusContext } from './parts/form-status.ts';
import type { FieldRegistry } from './parts/renderer-types.ts';
import { fieldRenderers } from './registry.ts';
import { type EFormServices, EFormServicesProvider } from './services.tsx';
import { type UseFormModelOptions, useFormModel } from './use-form-model.ts';
import { useFormSnapshot } from './use-model.ts';

export type EFormProps = {
  /** The form to render (from useFormModel). null or undefined: the missing state, unless loading. */
  model?: FormModel | null;
  /** Or a definition: the EForm makes (and disposes) its own model with `options`. */
  definition?: Form | null;
  options?: UseFormModelOptions;
  /** spec 000 §2.4: the loading state ('Loading E-form'). */
  loading?: boolean;
  /** The screen's records are still loading: repeatable groups show 'Loading records, Please wait...'. */
  loadingRecords?: boolean;
  /** What the app provides: the country list, 'use existing files', the image viewer, error alerts. */
  services?: EFormServices;
  /** Replace the renderer of some field types. */
  renderers?: Partial<FieldRegistry>;
  /**
   * Makes the EForm a <form>: on submit every field on the page is validated (messages show under the
   * fields) and, when all pass, onSubmit gets the bound values and the answers.
   */
  onSubmit?: (values: FormValues, answers: Answer[]) => void;
  /** Shown under the fields (inside the <form> with onSubmit: a submit button, e.g. the app's SaveBar). */
  children?: ReactNode;
  className?: string;
};

/**
 * Renders a form definition (spec 000 §2.4) in its display mode — Regular, Tabular, Tab_By_Tab_Question or
 * One_By_One_Question — each field through the renderer registry, in edit or view mode. Shows the loading and
 * missing states, and the SuccessMessage once the model succeeded.
 */
export function EForm(props: EFormProps) {
  const own = useFormModel(props.model === undefined ? props.definition : null, props.options);
  const model = props.model === undefined ? own : props.model;
  const renderers = useMemo(
    () => (props.renderers ? { ...fieldRenderers, ...props.renderers } : fieldRenderers),
    [props.renderers],
  );
  const services = props.services ?? noServices;
  const loadingRecords = !!props.loadingRecords;
  const status = useMemo(() => ({ loadingRecords }), [loadingRecords]);
  let body: ReactNode;
  if (props.loading) body = <LoadingEform />;
  else if (!model) body = <MissingEform />;
  else
    body = (
      <FormBody model={model} onSubmit={props.onSubmit}>
        {props.children}
      </FormBody>
    );
  return (
    <Box className={props.className}>
      <EFormServicesProvider services={services}>
        <RenderersContext.Provider value={renderers}>
          <FormStatusContext.Provider value={status}>{body}</FormStatusContext.Provider>
        </RenderersContext.Provider>
      </EFormServicesProvider>
    </Box>
  );
}

const noServices: EFormServices = {};

function FormBody({
  model,
  onSubmit,
  children,
}: {
  model: FormModel;
  onSubmit: EFormProps['onSubmit'];
  children: ReactNode;
}) {
  const form = useFormSnapshot(model);
  if (form.succeeded) return <SuccessMessage html={form.definition.SuccessMessage} />;
  const fields = <DisplayMode model={model} form={form} />;
  if (!onSubmit)
    return (
      <>
        {fields}
        {children}
      </>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (model.validate().valid) onSubmit(model.getValues(), model.getAnswers());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={form.definition.FormName}>
      {fields}
      {children}
    </form>
  );
}

function DisplayMode({ model, form }: { model: FormModel; form: ReturnType<FormModel['getSnapshot']> }) {
  switch (form.displayType) {
    case EformDisplayType.Tabular:
      return <TabularForm model={model} form={form} />;
    case EformDisplayType.Tab_By_Tab_Question:
      return <TabByTabForm model={model} form={form} />;
    case EformDisplayType.One_By_One_Question:
      return <OneByOneForm model={model} form={form} />;
    default:
      return <RegularForm model={model} form={form} />;
  }
}
