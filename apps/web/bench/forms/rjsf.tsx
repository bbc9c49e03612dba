import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode } from 'react';
import { manyFieldsForm } from './definitions.ts';
import { rjsfOf } from './peers.ts';

/** The 300 fields with react-jsonschema-form (@rjsf/core's Form and its own widgets, ajv8 validation). */
export function rjsfForm() {
  const { form, values } = manyFieldsForm();
  const { schema, uiSchema, formData, lastFieldId } = rjsfOf(form, values);
  const ui = (
    <StrictMode>
      <main style={{ padding: 16 }}>
        <Form
          schema={schema as RJSFSchema}
          uiSchema={uiSchema as UiSchema}
          formData={formData}
          validator={validator}
        />
      </main>
    </StrictMode>
  );
  return { ui, isComplete: () => document.querySelector(`[id^="${lastFieldId}"]`) !== null };
}
