import { type RefObject, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { FormModel, GroupSnapshot } from '../../core/index.ts';

/**
 * Progressive rendering of a form that shows many groups at once (Regular). The rule:
 *
 * - a form of up to SMALL_FORM_FIELDS fields renders whole in its first pass (nothing changes after it);
 * - a larger one renders what fills the screen before the browser draws anything: its first
 *   SCREEN_STEP_FIELDS fields (in group and field order, so the last group drawn may be cut after a field),
 *   then, while the form's drawn part still ends above the bottom of the window, SCREEN_STEP_FIELDS more, each
 *   step rendered and laid out in the same task (a layout effect), at most FIRST_PASS_MAX_FIELDS in all. Where
 *   nothing is laid out (a hidden form, jsdom) the first step stands;
 * - the rest follows CHUNK_FIELDS fields at a time, each chunk a React transition started when the browser is
 *   idle after the chunk before was drawn: a transition renders in slices and gives way to a key press or a
 *   click, and a chunk's commit stays short. The 300 fields of the benchmark are complete in five chunks.
 *
 * The model holds every field from the start, so validation, values and answers reach fields not drawn yet; a
 * field drawn later shows the error the model already has for it.
 */
export const SMALL_FORM_FIELDS = 60;
export const SCREEN_STEP_FIELDS = 12;
export const FIRST_PASS_MAX_FIELDS = 60;
export const CHUNK_FIELDS = 60;

/** Every field, including any a dependent-field condition shows later. */
export const ALL_FIELDS = Number.POSITIVE_INFINITY;

/** The number of fields the first pass starts with: all of a small form, else one step of the screen. */
export const firstPassFields = (totalFields: number) =>
  totalFields <= SMALL_FORM_FIELDS ? ALL_FIELDS : SCREEN_STEP_FIELDS;

/** The number of fields drawn once the chunk after `shown` fields is: ALL_FIELDS once that is the rest. */
export const nextChunkFields = (shown: number, totalFields: number) =>
  shown + CHUNK_FIELDS >= totalFields ? ALL_FIELDS : shown + CHUNK_FIELDS;

/**
 * The groups as far as `shownFields` fields reach: every group before the limit whole, the one the limit
 * falls in cut after its last field drawn (a copy of its snapshot with fewer keys), none after it. Groups
 * without fields keep their place. A group that is whole is the model's own snapshot object, so its memoised
 * body is skipped when nothing of it changed.
 */
export function groupsUpTo(groups: readonly GroupSnapshot[], shownFields: number): readonly GroupSnapshot[] {
  let left = shownFields;
  const shown: GroupSnapshot[] = [];
  for (const group of groups) {
    const count = group.fieldKeys.length;
    if (count === 0) {
      shown.push(group);
      continue;
    }
    if (left <= 0) break;
    shown.push(count <= left ? group : { ...group, fieldKeys: group.fieldKeys.slice(0, left) });
    left -= count;
  }
  return shown;
}

type Cancel = () => void;

/** Calls back when the browser is idle (after it has drawn the frame), or soon where it cannot say (jsdom). */
function whenIdle(callback: () => void): Cancel {
  if (typeof requestIdleCallback === 'function') {
    // The timeout keeps a busy page (animations, a stream of events) from putting the rest off for long.
    const handle = requestIdleCallback(callback, { timeout: 100 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/**
 * The groups to render now: the first screenful, then more after each idle moment until all are drawn.
 * `container` is the element the groups are drawn in (its bottom edge tells whether the screen is filled).
 * Starts again from the first pass when the model changes (another form or record).
 */
export function useProgressiveGroups(
  model: FormModel,
  groups: readonly GroupSnapshot[],
  container: RefObject<HTMLElement | null>,
) {
  const total = useMemo(() => groups.reduce((sum, group) => sum + group.fieldKeys.length, 0), [groups]);
  const first = () => {
    const shown = firstPassFields(total);
    return { model, shown, screenFilled: shown === ALL_FIELDS };
  };
  const [state, setState] = useState(first);
  let current = state;
  if (state.model !== model) {
    // A new form: its first pass, decided in this render (React renders again before committing).
    current = first();
    setState(current);
  }
  const { shown, screenFilled } = current;
  // Before the browser draws: more fields while the drawn part ends above the window's bottom edge.
  useLayoutEffect(() => {
    if (screenFilled) return;
    const box = container.current?.getBoundingClientRect();
    const short = !!box && box.height > 0 && box.bottom < window.innerHeight;
    const more = shown + SCREEN_STEP_FIELDS;
    setState((now) =>
      now.model !== model
        ? now
        : short && more < total && more <= FIRST_PASS_MAX_FIELDS
          ? { model, shown: more, screenFilled: false }
          : { model, shown: short && more >= total ? ALL_FIELDS : now.shown, screenFilled: true },
    );
  }, [model, container, shown, screenFilled, total]);
  // After each drawn chunk, once the browser is idle: the next chunk, in a transition.
  useEffect(() => {
    if (!screenFilled || shown === ALL_FIELDS) return;
    return whenIdle(() =>
      startTransition(() =>
        setState((now) => (now.model === model ? { ...now, shown: nextChunkFields(now.shown, total) } : now)),
      ),
    );
  }, [model, shown, screenFilled, total]);
  // Once complete, fields shown later (dependent fields) are drawn at once like any other.
  return useMemo(() => (shown === ALL_FIELDS ? groups : groupsUpTo(groups, shown)), [groups, shown]);
}
