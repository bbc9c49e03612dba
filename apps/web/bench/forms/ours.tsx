import { MantineProvider } from '@mantine/core';
import type { FieldType } from '@wayfare/eform/core';
import { EForm, RenderProbeContext } from '@wayfare/eform/react';
import { StrictMode } from 'react';
import { cssVariablesResolver, theme } from '../../src/app/theme.ts';
import type { BenchForm } from './bench-api.ts';
import { accountForm, bigTableForm, everyFieldTypeCode, manyFieldsForm } from './definitions.ts';
import { benchServices, fakeUploadService } from './fake-services.ts';

/**
 * This engine's form as the app shows it: StrictMode (which adds nothing in a production build), the app's
 * Mantine theme, the real <EForm> making its model from the definition while it renders. The definition is
 * built here, before the clock starts. `isComplete`: the form's last field is in the DOM.
 */
export function ourForm(form: BenchForm, probe: (fieldKey: string) => void, types?: FieldType[]) {
  const { form: definition, values } =
    form === 'table'
      ? bigTableForm()
      : form === 'account'
        ? accountForm()
        : manyFieldsForm(types ?? everyFieldTypeCode);
  const options = { values, upload: fakeUploadService, onError: benchServices.onError };
  const lastKey = String(definition.GroupFields.at(-1)!.Fields.at(-1)!.Id);
  const ui = (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RenderProbeContext.Provider value={probe}>
          <main style={{ padding: 16 }}>
            <EForm definition={definition} options={options} services={benchServices} />
          </main>
        </RenderProbeContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
  return { ui, isComplete: () => document.querySelector(`[data-field-key="${lastKey}"]`) !== null };
}
