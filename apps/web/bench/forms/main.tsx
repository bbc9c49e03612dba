// The form benchmark's page: renders one form with this engine (the real <EForm>, inside Mantine as the web app
// sets it up) or, for the 300 fields, with SurveyJS or react-jsonschema-form, all timed by the same recorder
// (first-render.ts), and exposes the measurements on globalThis.formBench (bench-api.ts). Built by Vite in
// production mode (one chunk: every library's code loads, and is compiled, before the clock starts) and driven
// by apps/server/bench/forms.bench.ts.
// `?form=account|fields|table` (this engine), `?form=fields&lib=surveyjs|rjsf`; `&types=1,33` limits this
// engine's 300 fields to those field types, to see what one type costs.
// zod without eval, as the app tells it (its CSP refuses eval); before any schema is built.
import '../../src/app/zod-without-eval.ts';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { type FieldType, isFieldType } from '@wayfare/eform/core';
import type { BenchForm, BenchGlobal, BenchLibrary } from './bench-api.ts';
import { measureFirstRender } from './first-render.ts';
import { ourForm } from './ours.tsx';
import { createRecorder } from './recorder.ts';
import { rjsfForm } from './rjsf.tsx';
import { surveyJsForm } from './surveyjs.tsx';

const query = new URLSearchParams(location.search);
const form: BenchForm =
  query.get('form') === 'table' ? 'table' : query.get('form') === 'account' ? 'account' : 'fields';
const lib = query.get('lib');
const library: BenchLibrary = form === 'fields' && (lib === 'surveyjs' || lib === 'rjsf') ? lib : 'ours';
const types = query.get('types')?.split(',').map(Number).filter(isFieldType) as FieldType[] | undefined;
const recorder = createRecorder();
const container = document.getElementById('root')!;

const { ui, isComplete } =
  library === 'surveyjs'
    ? surveyJsForm()
    : library === 'rjsf'
      ? rjsfForm()
      : ourForm(form, recorder.probe, types?.length ? types : undefined);
const rendersBefore = recorder.fieldRenderCount();
const timings = await measureFirstRender(container, ui, isComplete).timings;
(globalThis as BenchGlobal).formBench = {
  form,
  library,
  production: import.meta.env.PROD,
  firstRender: { ...timings, fieldRenders: recorder.fieldRenderCount() - rendersBefore },
  settle: recorder.settle,
  startRecording: recorder.startRecording,
  interactions: recorder.interactions,
  fieldRenderCount: recorder.fieldRenderCount,
};
