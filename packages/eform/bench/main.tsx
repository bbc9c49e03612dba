// The form benchmark's page: renders one of the benchmark forms with the real <EForm>, inside Mantine as the
// web app sets it up, and exposes its measurements on globalThis.formBench (bench-api.ts). Built by Vite in
// production mode and driven by apps/server/bench/forms.bench.ts.
// `?form=fields` (300 fields) or `?form=table` (200 items); `&types=1,33` limits the 300 fields to those
// field types, to see what one type costs.
// zod without eval, as the app tells it (its CSP refuses eval).
import '../../../apps/web/src/app/zod-without-eval.ts';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../../../apps/web/src/app/theme.ts';
import { type FieldType, isFieldType } from '../src/core/index.ts';
import { EForm, RenderProbeContext } from '../src/react/index.ts';
import type { BenchForm, BenchGlobal, FirstRender } from './bench-api.ts';
import { bigTableForm, everyFieldTypeCode, manyFieldsForm } from './definitions.ts';
import { benchServices, fakeUploadService } from './fake-services.ts';
import { createRecorder } from './recorder.ts';

const query = new URLSearchParams(location.search);
const form: BenchForm = query.get('form') === 'table' ? 'table' : 'fields';
const types = query.get('types')?.split(',').map(Number).filter(isFieldType) as FieldType[] | undefined;
const recorder = createRecorder();
const container = document.getElementById('root')!;

/** Calls back once the whole tree under it is in the DOM (a parent's layout effect runs after its children's). */
function WhenCommitted({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  const onFirstCommit = useRef(onCommit);
  useLayoutEffect(() => onFirstCommit.current(), []);
  return children;
}

/**
 * Mounts the form in a new React root, as the app does: StrictMode (which adds nothing in a production
 * build) and the app's Mantine theme. The definition is built before the clock starts; the form model is
 * made by <EForm> while rendering, so its cost is inside. Resolves once the form is in the DOM.
 */
function mount(): { root: Root; rendered: Promise<FirstRender> } {
  const { form: definition, values } =
    form === 'table' ? bigTableForm() : manyFieldsForm(types?.length ? types : everyFieldTypeCode);
  const options = { values, upload: fakeUploadService, onError: benchServices.onError };
  const root = createRoot(container);
  const rendersBefore = recorder.fieldRenderCount();
  const rendered = new Promise<FirstRender>((resolve) => {
    const started = performance.now();
    const onCommit = () => {
      const committed = performance.now();
      // Reading a size makes the browser compute style and layout for the new DOM now.
      document.body.getBoundingClientRect();
      resolve({
        commitMs: committed - started,
        layoutMs: performance.now() - started,
        fieldRenders: recorder.fieldRenderCount() - rendersBefore,
      });
    };
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <RenderProbeContext.Provider value={recorder.probe}>
            <WhenCommitted onCommit={onCommit}>
              <main style={{ padding: 16 }}>
                <EForm definition={definition} options={options} services={benchServices} />
              </main>
            </WhenCommitted>
          </RenderProbeContext.Provider>
        </MantineProvider>
      </StrictMode>,
    );
  });
  return { root, rendered };
}

let current = mount();
const firstRender = await current.rendered;
(globalThis as BenchGlobal).formBench = {
  form,
  production: import.meta.env.PROD,
  firstRender,
  async remount() {
    current.root.unmount();
    await recorder.settle(100);
    current = mount();
    return current.rendered;
  },
  settle: recorder.settle,
  startRecording: recorder.startRecording,
  interactions: recorder.interactions,
  fieldRenderCount: recorder.fieldRenderCount,
};
