import { describe, expect, it } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf } from './test-forms.ts';

// The renderer's budgets (first render of 300 fields < 150 ms, keystroke < 4 ms, add an item to a 200-item
// group < 50 ms) leave the core a small share; these limits keep it there with room for slow machines.
// CPU time of this process, not wall time: other processes sharing the machine do not count against the core.
const timed = (run: () => void) => {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
// The fastest of several runs: the cost of the work itself, not of a garbage collection that happened to fall in.
const fastest = (runs: number[]) => Math.min(...runs);

const kinds = [
  FieldType.TextBox,
  FieldType.NumberTextBox,
  FieldType.EmailTextBox,
  FieldType.DatePicker,
  FieldType.Radio,
];
const bigForm = () =>
  formOf(
    Array.from(
      { length: 300 },
      (_, i): Field =>
        field(i + 1, kinds[i % kinds.length]!, {
          MyKey: `F${i + 1}`,
          Required: i % 2 === 0,
          EformOptions: [
            { Id: 1, OptionName: 'Yes' },
            { Id: 2, OptionName: 'No' },
          ],
        }),
    ),
  );

const repeatable = () =>
  formOf([
    field(1, FieldType.TableQuestions, {
      MyKey: 'Rows',
      CanAdd: true,
      Eform: {
        GroupFields: [
          {
            Fields: [
              field(1, FieldType.TextBox, { MyKey: 'A' }),
              field(2, FieldType.NumberTextBox, { MyKey: 'B' }),
            ],
          },
        ],
      },
    }),
  ]);

describe('the core stays cheap per change', () => {
  it('builds a 300-field form, definition check included, in under 25 ms', () => {
    expect(fastest(Array.from({ length: 10 }, () => timed(() => createFormModel(bigForm()))))).toBeLessThan(
      25,
    );
  });

  it('builds a group of 200 items in under 25 ms', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ A: `Row ${i}`, B: i }));
    expect(
      fastest(
        Array.from({ length: 10 }, () =>
          timed(() => createFormModel(repeatable(), { values: { Rows: rows } })),
        ),
      ),
    ).toBeLessThan(25);
  });

  it('answers a keystroke in a 300-field form in under 0.5 ms', () => {
    const model = createFormModel(bigForm());
    for (let i = 1; i <= 300; i++) model.subscribeField(i, () => {});
    const runs = Array.from({ length: 200 }, (_, i) => timed(() => model.answer(1, `Ada ${i}`)));
    expect(fastest(runs)).toBeLessThan(0.5);
  });

  it('adds an item to a 200-item group in under 5 ms', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ A: `Row ${i}`, B: i }));
    const model = createFormModel(repeatable(), { values: { Rows: rows } });
    const runs = Array.from({ length: 20 }, () => timed(() => model.addItem(1)));
    expect(fastest(runs)).toBeLessThan(5);
    expect(model.getFieldSnapshot(1).repeatable!.items).toHaveLength(220);
  });
});
