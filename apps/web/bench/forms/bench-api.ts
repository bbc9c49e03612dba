// What the benchmark page exposes on `globalThis.formBench` for the driver (apps/server/bench/forms.bench.ts).
// No DOM types here: the driver's workspace type-checks this file without the DOM library.

/**
 * `account`: the largest real form of the product (a rider's account with their car, 26 fields); `fields`: 300
 * fields of every type; `table`: a table question of 200 items.
 */
export type BenchForm = 'account' | 'fields' | 'table';
/** Who renders the form: this engine, or one of the two libraries it is compared with (the 300 fields only). */
export type BenchLibrary = 'ours' | 'surveyjs' | 'rjsf';

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

/**
 * A form's first render on a fresh page, every time measured from root.render() (the definition is built
 * before; the form's model, or the library's, is made inside). The same recorder for every library.
 */
export type FirstRender = {
  /**
   * To the first frame drawn with the first screen in the DOM: the form reaching the bottom of the 900 px
   * viewport, or complete if it is shorter (measured after the frame's paint: a message posted from
   * requestAnimationFrame runs once the frame is drawn).
   */
  firstScreenMs: number;
  /** To the moment the complete form is in the DOM (its last field there; a MutationObserver). */
  completeMs: number;
  /** To the first frame drawn with the complete form. */
  completePaintMs: number;
  /** Elements in the form's root once complete. */
  elements: number;
  /** FieldView renders until complete (this engine only; each field once, table cells included). */
  fieldRenders: number;
};

export type FormBenchApi = {
  form: BenchForm;
  library: BenchLibrary;
  /** import.meta.env.PROD: the page was built in production mode (React's production build). */
  production: boolean;
  /** The first render on this page load: every module's code runs for the first time (cold). */
  firstRender: FirstRender;
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
