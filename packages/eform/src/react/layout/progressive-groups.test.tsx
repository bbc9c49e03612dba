// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormModel, createOptionCache, type Field, FieldType, type Form } from '../../core/index.ts';
import { EForm } from '../eform.tsx';
import { RenderProbeContext } from '../services.tsx';
import { renderUi } from '../test/render.tsx';
import { FIRST_PASS_MAX_FIELDS, groupsUpTo, SCREEN_STEP_FIELDS } from './progressive-groups.ts';

// Progressive rendering of the Regular display mode: a large form draws its first screenful at once and the
// rest in idle chunks; a small one is drawn whole in the first pass. jsdom lays nothing out, so there the first
// pass is one step of SCREEN_STEP_FIELDS fields unless a test gives the form a height.

afterEach(() => vi.restoreAllMocks());

const text = (n: number, more: Partial<Field> = {}): Field => ({
  Id: n,
  FieldName: `Field ${n}`,
  FieldType: FieldType.TextBox,
  MyKey: `F${n}`,
  ...more,
});

/** `groups` titled groups of `perGroup` text boxes, numbered from 1 across groups. */
const formOfGroups = (groups: number, perGroup: number, more: (n: number) => Partial<Field> = () => ({})) =>
  ({
    GroupFields: Array.from({ length: groups }, (_, g) => ({
      Id: g + 1,
      GroupName: `Section ${g + 1}`,
      ShowGroupName: true,
      Fields: Array.from({ length: perGroup }, (_, i) =>
        text(g * perGroup + i + 1, more(g * perGroup + i + 1)),
      ),
    })),
  }) satisfies Form;

function renderCounted(form: Form) {
  const renders = new Map<string, number>();
  const probe = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
  const model = createFormModel(form, { optionCache: createOptionCache() });
  const result = renderUi(
    <RenderProbeContext.Provider value={probe}>
      <EForm model={model} />
    </RenderProbeContext.Provider>,
  );
  const drawn = () => result.container.querySelectorAll('[data-field-key]').length;
  const isDrawn = (n: number) => result.container.querySelector(`[data-field-key="${n}"]`) !== null;
  return { ...result, model, renders, drawn, isDrawn };
}

/** Waits (outside act, as a browser would run the idle callbacks and transitions) until all are drawn. */
const allDrawn = (drawn: () => number, count: number) =>
  waitFor(() => expect(drawn()).toBe(count), { timeout: 15_000 });

describe('progressive rendering (Regular)', () => {
  it('shows the first screenful of a 300-field form at once and every field once the chunks settle', async () => {
    const { drawn, isDrawn, renders } = renderCounted(formOfGroups(10, 30));
    // The first pass: the first group cut after its 12th field.
    expect(drawn()).toBe(SCREEN_STEP_FIELDS);
    expect(screen.getByRole('textbox', { name: 'Field 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Section 1' })).toBeVisible();
    expect(isDrawn(SCREEN_STEP_FIELDS)).toBe(true);
    expect(isDrawn(SCREEN_STEP_FIELDS + 1)).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Section 2' })).toBeNull();

    await allDrawn(drawn, 300);
    expect(document.querySelector('[data-field-key="300"] input')).toHaveAccessibleName('Field 300');
    expect([...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.textContent)).toEqual(
      Array.from({ length: 10 }, (_, g) => `Section ${g + 1}`),
    );
    // Each field rendered once: a chunk adds fields and leaves those drawn before alone.
    expect(new Set(renders.values())).toEqual(new Set([1]));
  });

  it('fills the window before the first frame: steps of fields until the form reaches its bottom edge', () => {
    // Each field drawn 30 px tall: 768 px (jsdom's window) takes 26 fields, so three steps of 12.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = 30 * this.querySelectorAll('[data-field-key]').length;
      return { x: 0, y: 0, top: 0, left: 0, right: 1024, width: 1024, bottom: height, height, toJSON() {} };
    });
    expect(window.innerHeight).toBe(768);
    const { drawn } = renderCounted(formOfGroups(10, 30));
    expect(drawn()).toBe(3 * SCREEN_STEP_FIELDS);
  });

  it('draws at most FIRST_PASS_MAX_FIELDS fields before the first frame', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.querySelectorAll('[data-field-key]').length;
      return { x: 0, y: 0, top: 0, left: 0, right: 1024, width: 1024, bottom: height, height, toJSON() {} };
    });
    const { drawn } = renderCounted(formOfGroups(10, 30));
    expect(drawn()).toBe(FIRST_PASS_MAX_FIELDS);
  });

  it('draws a 60-field form whole in the first pass and nothing after it', async () => {
    const { drawn, renders } = renderCounted(formOfGroups(3, 20));
    expect(drawn()).toBe(60);
    expect(screen.getByRole('textbox', { name: 'Field 60' })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(drawn()).toBe(60);
    expect(renders.size).toBe(60);
    expect(new Set(renders.values())).toEqual(new Set([1]));
  });

  it('draws a 5-field form whole in the first pass', () => {
    const { drawn } = renderCounted(formOfGroups(1, 5));
    expect(drawn()).toBe(5);
  });

  it('validates fields not drawn yet; their errors show once they are drawn', async () => {
    const form = formOfGroups(10, 30, (n) => (n === 290 ? { Required: true } : {}));
    const { model, drawn, isDrawn } = renderCounted(form);
    expect(isDrawn(290)).toBe(false);
    let result: ReturnType<typeof model.validate> | undefined;
    act(() => {
      result = model.validate();
    });
    expect(result?.valid).toBe(false);
    expect(Object.values(result?.errors ?? {})).toEqual(['Enter Field 290']);
    await allDrawn(drawn, 300);
    const input = document.querySelector('[data-field-key="290"] input');
    expect(input).toHaveAccessibleName('Field 290');
    expect(input).toHaveAccessibleDescription('Enter Field 290');
  });

  it('keeps the group order and cuts only the group the limit falls in', () => {
    const group = (key: string, count: number) => ({
      key,
      group: { Id: Number(key), Fields: [] },
      width: 12,
      fieldKeys: Array.from({ length: count }, (_, i) => `${key}-${i}`),
    });
    const groups = [group('1', 30), group('2', 0), group('3', 30), group('4', 30)];
    const shown = groupsUpTo(groups, 40);
    expect(shown.map((g) => [g.key, g.fieldKeys.length])).toEqual([
      ['1', 30],
      ['2', 0],
      ['3', 10],
    ]);
    expect(shown[0]).toBe(groups[0]);
    expect(groupsUpTo(groups, 90)).toEqual(groups);
  });
});
