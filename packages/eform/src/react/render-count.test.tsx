// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormModel, createOptionCache, type Field, FieldType, type Form } from '../core/index.ts';
import { EForm } from './eform.tsx';
import { RenderProbeContext } from './services.tsx';
import { renderUi } from './test/render.tsx';

// Issue 3: a keystroke re-renders only the touched field, also beside a table question with many rows.

const text = (Id: number, FieldName: string): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.TextBox,
  MyKey: FieldName,
});

const form: Form = {
  GroupFields: [
    {
      Id: 1,
      Fields: [
        text(1, 'Surname'),
        text(2, 'Nickname'),
        { Id: 3, FieldName: 'Seats', FieldType: FieldType.NumberTextBox, MyKey: 'Seats' },
        {
          Id: 4,
          FieldName: 'Extras',
          FieldType: FieldType.CheckBox,
          MyKey: 'Extras',
          EformOptions: [{ Id: 1, OptionName: 'Child seat' }],
        },
        {
          Id: 5,
          FieldName: 'Passengers',
          FieldType: FieldType.TableQuestions,
          MyKey: 'Passengers',
          CanAdd: true,
          ItemObjectName: 'Passenger',
          Eform: { GroupFields: [{ Id: 1, Fields: [text(101, 'Name'), text(102, 'Phone')] }] },
        },
      ],
    },
  ],
};

function renderCounted() {
  const renders = new Map<string, number>();
  const probe = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
  const model = createFormModel(form, {
    optionCache: createOptionCache(),
    values: { Passengers: Array.from({ length: 12 }, (_, i) => ({ Order: i + 1, Name: `Rider ${i + 1}` })) },
  });
  const result = renderUi(
    <RenderProbeContext.Provider value={probe}>
      <EForm model={model} />
    </RenderProbeContext.Provider>,
  );
  const counts = () => Object.fromEntries(renders);
  return { ...result, model, renders, counts };
}

describe('render counts', () => {
  it('renders every field once at first', () => {
    const { counts } = renderCounted();
    // 1-5 the form's fields; 101 and 102 a cell of each of the 12 rows.
    expect(counts()).toEqual({ '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '101': 12, '102': 12 });
  });

  it('a keystroke re-renders only the field typed in, once', async () => {
    const { user, renders, counts, model } = renderCounted();
    const structure = model.getSnapshot();
    renders.clear();
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Oka');
    expect(counts()).toEqual({ '1': 3 });
    expect(model.getSnapshot()).toBe(structure);
    renders.clear();
    await user.type(screen.getByRole('textbox', { name: 'Seats' }), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Child seat' }));
    expect(counts()).toEqual({ '3': 1, '4': 1 });
  });

  it('a keystroke in a table cell re-renders only that cell, not its table or the other rows', async () => {
    const { user, renders, counts, model } = renderCounted();
    renders.clear();
    await user.type(screen.getByRole('textbox', { name: 'Phone, Passenger 8' }), '08');
    expect(counts()).toEqual({ '102': 2 });
    expect((model.getValues().Passengers as { Phone?: string }[])[7]!.Phone).toBe('08');
  });

  it('adding a row renders the new row only', async () => {
    const { user, renders, counts } = renderCounted();
    renders.clear();
    await user.click(screen.getByRole('button', { name: 'Add Passenger' }));
    expect(screen.getByRole('rowheader', { name: 'Passenger 13' })).toBeInTheDocument();
    // The table itself renders (it lists the new row); no other row's cells do.
    expect(counts()).toEqual({ '5': 1, '101': 1, '102': 1 });
  });
});
