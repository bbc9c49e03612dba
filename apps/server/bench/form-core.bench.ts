/**
 * The form engine's core in Node, without React or a browser: what its share of the renderer's budgets
 * costs (first render of 300 fields under 150 ms, a key press under 4 ms, adding an item to 200 under
 * 50 ms, measured in the browser by forms.bench.ts).
 *
 * - The same two forms the browser benchmark renders (packages/eform/bench/definitions.ts): 300 fields
 *   of every type with a record's stored values, and a table question of 200 items.
 * - Cases: building the model of each (definition check included), answering the text box of the 300
 *   fields with every field subscribed as the renderer subscribes them, and adding an item to the 200.
 * - Wall time with performance.now, after a warm-up; medians and p95 of many runs.
 */
import {
  bigTableForm,
  everyFieldTypeCode,
  manyFieldsForm,
} from '../../../packages/eform/bench/definitions.ts';
import { createFormModel } from '../../../packages/eform/src/core/index.ts';
import type { BenchContext } from './run.ts';

const TEXT_BOX_ID = 161; // 'TextBox 161', the box the browser benchmark types into
const TABLE_ID = 1;
const WARM_UP = 20;

function timeRuns(count: number, run: (index: number) => void) {
  for (let i = 0; i < WARM_UP; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1]!, count };
}

const ms = (value: number) => `${value.toFixed(value < 0.1 ? 4 : 2)} ms`;
const describe = ({ median, p95, worst, count }: ReturnType<typeof timeRuns>) =>
  `median ${ms(median)}, p95 ${ms(p95)}, worst ${ms(worst)} (${count} runs)`;
/** The core's p95 as a share of the renderer's budget for the whole interaction. */
const shareOf = (timing: ReturnType<typeof timeRuns>, budgetMs: number, what: string) =>
  `${what} ${((100 * timing.p95) / budgetMs).toFixed(1)} % of ${budgetMs} ms`;

export default async function formCoreBench(ctx: BenchContext) {
  const fields = manyFieldsForm(everyFieldTypeCode);
  const table = bigTableForm();

  const build = timeRuns(100, () => createFormModel(fields.form, { values: fields.values }));
  ctx.report({ case: 'build the model of 300 fields', value: describe(build) });
  const buildTable = timeRuns(100, () => createFormModel(table.form, { values: table.values }));
  ctx.report({ case: 'build the model of a 200-item table', value: describe(buildTable) });

  const model = createFormModel(fields.form, { values: fields.values });
  for (const group of fields.form.GroupFields) {
    for (const field of group.Fields) model.subscribeField(field.Id, () => {});
  }
  const keyPress = timeRuns(1000, (i) => model.answer(TEXT_BOX_ID, `Answer 161 ${'x'.repeat(i % 100)}`));
  ctx.report({ case: 'answer a key press in the text box of 300 fields', value: describe(keyPress) });

  // A fresh 200-item model per run, so every run adds the 201st item.
  const models = Array.from({ length: WARM_UP + 50 }, () =>
    createFormModel(table.form, { values: table.values }),
  );
  const addItem = timeRuns(50, (i) => {
    const key = models[i < WARM_UP ? i : WARM_UP + i]!.addItem(TABLE_ID);
    if (!key) throw new Error('the table refused a new item');
  });
  ctx.report({ case: 'add the 201st item to a table', value: describe(addItem) });
  ctx.note(
    `the core's p95 within the renderer's budgets: ${[
      shareOf(build, 150, '300-field model'),
      shareOf(keyPress, 4, 'key press'),
      shareOf(addItem, 50, 'added item'),
    ].join(', ')} (the browser figures are in the forms module)`,
  );
}
