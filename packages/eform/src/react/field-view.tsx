import { createContext, memo, useContext, useId } from 'react';
import type { FieldType, FormModel } from '../core/index.ts';
import { OptionAddressWatcher } from './parts/option-address-watcher.tsx';
import { AnswerView } from './parts/read-only.tsx';
import type { FieldRegistry, FieldRenderer } from './parts/renderer-types.ts';
import { fieldRenderers } from './registry.ts';
import { RenderProbeContext } from './services.tsx';
import { useFieldSnapshot } from './use-model.ts';

/** The renderers in use: the registry with `<EForm renderers>` replacements. */
export const RenderersContext = createContext<Partial<FieldRegistry>>(fieldRenderers);

const readOnlyFallback: FieldRenderer = { Edit: AnswerView };

export const rendererOf = (renderers: Partial<FieldRegistry>, type: FieldType) =>
  renderers[type] ?? readOnlyFallback;

type FieldViewProps = {
  model: FormModel;
  fieldKey: string;
  /** Full width regardless of PageWidth (one-by-one questions). */
  fullWidth?: boolean;
  /** A table cell of this item label: no column, no visible label. */
  cellOf?: string;
};

/**
 * One field: subscribes to its own snapshot only, so a keystroke elsewhere never renders it (and memo keeps
 * its parent's renders away). Lays it out in its PageWidth columns of 12 with its ClassName.
 */
export const FieldView = memo(function FieldView({ model, fieldKey, fullWidth, cellOf }: FieldViewProps) {
  const field = useFieldSnapshot(model, fieldKey);
  useContext(RenderProbeContext)?.(fieldKey);
  const id = useId();
  const renderers = useContext(RenderersContext);
  const renderer = rendererOf(renderers, field.field.FieldType);
  // A table cell's question hidden by its dependent-field conditions leaves the cell empty.
  if (cellOf !== undefined && !field.visible) return null;
  const Component = field.readOnly ? (renderer.View ?? AnswerView) : renderer.Edit;
  const body = (
    <>
      <Component model={model} field={field} id={id} cellOf={cellOf} />
      {field.field.OptionRequirement?.AddrressFunction && (
        <OptionAddressWatcher model={model} field={field.field} fieldKey={fieldKey} />
      )}
    </>
  );
  if (cellOf !== undefined) return body;
  const width = fullWidth ? 12 : field.width;
  const className = `eform-col eform-col-${width}${field.field.ClassName ? ` ${field.field.ClassName}` : ''}`;
  return (
    <div className={className} data-field-key={fieldKey}>
      {body}
    </div>
  );
});
