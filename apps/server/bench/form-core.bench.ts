/**
 * The form engine's core in Node, without React or a browser: what its share of the renderer's budgets
 * costs (first render of 300 fields under 150 ms, a key press under 4 ms, adding an item to 200 under
 * 50 ms, measured in the browser by forms.bench.ts).
 *
 * - The same two forms the browser benchmark renders (apps/web/bench/forms/definitions.ts): 300 fields
 *   of every type with a record's stored values, and a table question of 200 items.
 * - Cases: building the model of each (definition check included), answering the text box of the 300
 *   fields with every field subscribed as the renderer subscribes them, and adding an item to the 200.
 * - Wall time with performance.now, after a warm-up; medians and p95 of many runs.
 */

import { createFormModel } from '../../../packages/eform/src/core/index.ts';
import {
  bigTableForm,
  everyFieldTypeCode,
  manyFieldsForm,
  TYPED_TEXT_BOX,
} from '../../web/bench/forms/definitions.ts';
import type { BenchContext } from './run.ts';
import { FORM_TARGETS, percentile, spread } from './support/timings.ts';

const WARM_UP = 20;

/** Runs the work WARM_UP times unmeasured, then `count` times measured; gives each measured time. */
function timeRuns(count: number, run: (index: number) => void) {
  for (let i = 0; i < WARM_UP; i++) run(i);
  return Array.from({ length: count }, (_, i) => {
    const started = performance.now();
    run(WARM_UP + i);
    return performance.now() - started;
  });
}

/** The core's p95 as a share of the renderer's budget for the whole interaction. */
const shareOf = (times: number[], budgetMs: number, what: string) =>
  `${what} ${((100 * percentile(times, 95)) / budgetMs).toFixed(1)} % of ${budgetMs} ms`;

export default async function formCoreBench(ctx: BenchContext) {
  const fields = manyFieldsForm(everyFieldTypeCode);
  const table = bigTableForm();

  const build = timeRuns(100, () => createFormModel(fields.form, { values: fields.values }));
  ctx.report({ case: 'build the model of 300 fields', value: spread(build) });
  const buildTable = timeRuns(100, () => createFormModel(table.form, { values: table.values }));
  ctx.report({ case: 'build the model of a 200-item table', value: spread(buildTable) });

  const model = createFormModel(fields.form, { values: fields.values });
  for (const group of fields.form.GroupFields) {
    for (const field of group.Fields) model.subscribeField(field.Id, () => {});
  }
  const keyPress = timeRuns(1000, (i) => model.answer(TYPED_TEXT_BOX, `Answer ${'x'.repeat(i % 100)}`));
  ctx.report({ case: 'answer a key press in the text box of 300 fields', value: spread(keyPress) });

  // A fresh 200-item model per run, so every run adds the 201st item.
  const tableId = table.form.GroupFields[0]!.Fields[0]!.Id;
  const models = Array.from({ length: WARM_UP + 50 }, () =>
    createFormModel(table.form, { values: table.values }),
  );
  const addItem = timeRuns(50, (i) => {
    if (!models[i]!.addItem(tableId)) throw new Error('the table refused a new item');
  });
  ctx.report({ case: 'add the 201st item to a table', value: spread(addItem) });
  ctx.note(
    `the core's p95 within the renderer's budgets: ${[
      shareOf(build, FORM_TARGETS.firstRenderMs, '300-field model'),
      shareOf(keyPress, FORM_TARGETS.keystrokeMs, 'key press'),
      shareOf(addItem, FORM_TARGETS.addItemMs, 'added item'),
    ].join(', ')} (the browser figures are in the forms module)`,
  );
}
