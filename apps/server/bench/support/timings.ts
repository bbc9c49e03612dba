// Statistics and formatting of measured times (ms), shared by the benchmark modules that time work
// themselves rather than through autocannon.

/** The nearest-rank percentile (p from 0 to 100) of the values. */
export const percentile = (values: number[], p: number) => {
  const ordered = [...values].sort((a, b) => a - b);
  return ordered[Math.min(ordered.length - 1, Math.ceil((p / 100) * ordered.length) - 1)]!;
};
export const median = (values: number[]) => percentile(values, 50);
export const worst = (values: number[]) => Math.max(...values);
/** '1.80 ms', '164.0 ms'; times under 0.1 ms keep four decimals, so a microsecond still shows. */
export const ms = (value: number) => `${value.toFixed(value < 0.1 ? 4 : value < 10 ? 2 : 1)} ms`;
export const spread = (values: number[]) =>
  `median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}, worst ${ms(worst(values))}`;

/**
 * The form engine's budgets in the browser (issue 3, and issue 13 §6 for progressive rendering); the core's
 * share is reported against them (form-core.bench.ts):
 * - firstRenderMs: a form's first screen drawn (the real forms whole; the first screen of the 300 fields);
 * - completeMs: the 300 fields complete in the DOM, the later groups drawn in idle chunks;
 * - keystrokeMs: a key press in a text box of the 300 fields, re-rendering only that field;
 * - addItemMs: adding the 201st row to a table question.
 */
export const FORM_TARGETS = { firstRenderMs: 150, completeMs: 1000, keystrokeMs: 4, addItemMs: 50 } as const;
