// What the benchmark page exposes on `globalThis.formBench` for the driver (apps/server/bench/forms.bench.ts).
// No DOM types here: the driver's workspace type-checks this file without the DOM library.

export type BenchForm = 'fields' | 'table';

/** One user input (a key pressed or a click) and what it caused until the next one. */
export type Interaction = {
  kind: 'keydown' | 'click';
  /** The accessible name of the element the event went to. */
  target: string;
  /** From the event's first listener (capture on window) to the first DOM change it caused. */
  firstCommitMs: number | null;
  /** From the event to the last DOM change or field render it caused (null: the DOM did not change). */
  committedMs: number | null;
  /** The keys of the fields (FieldView) rendered, one entry per render, in order. */
  renderedFields: string[];
};

export type FirstRender = {
  /** From root.render() to the layout effect of the component around <EForm>: render and DOM commit. */
  commitMs: number;
  /** The same plus the browser's style and layout of the new DOM (forced right after the commit). */
  layoutMs: number;
  /** FieldView renders during the mount (each field once, repeatable items' cells included). */
  fieldRenders: number;
};

export type FormBenchApi = {
  form: BenchForm;
  /** import.meta.env.PROD: the page was built in production mode (React's production build). */
  production: boolean;
  /** The first render on this page load: every module's code runs for the first time (cold). */
  firstRender: FirstRender;
  /**
   * Unmounts the form and renders it again, from a new definition object and model: a form opened in an app
   * that has rendered forms before (warm). Resolves with that render's figures.
   */
  remount(): Promise<FirstRender>;
  /** Resolves once the DOM has not changed for `quietMs` (late work such as the country list settled). */
  settle(quietMs: number): Promise<void>;
  /** Forget earlier interactions and record from now on. */
  startRecording(): void;
  /** The interactions recorded since startRecording, settled ones only (each closed by the next or by settle). */
  interactions(): Interaction[];
  /** How many FieldView renders happened since the page started. */
  fieldRenderCount(): number;
};

export type BenchGlobal = { formBench?: FormBenchApi };
