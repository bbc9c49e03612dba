import { startTransition, useEffect, useMemo, useState } from 'react';
import type { FormModel, GroupSnapshot } from '../../core/index.ts';

/**
 * Progressive rendering of a form that shows many groups at once (Regular). The rule:
 *
 * - a form of up to SMALL_FORM_FIELDS fields renders whole in its first pass (nothing changes after it);
 * - a larger one renders its first FIRST_PASS_FIELDS fields (in group and field order, so the first group or
 *   two, the last one possibly cut after a field) in the first pass: a 1366 × 900 screen shows about 36 fields
 *   at the default PageWidth (three to a row), so that is the first screenful and a little more;
 * - the rest follows CHUNK_FIELDS fields at a time, each chunk a React transition started when the browser is
 *   idle after the chunk before was drawn: a transition renders in slices and gives way to a key press or a
 *   click, and a chunk's commit stays short. The 300 fields of the benchmark are complete in five chunks.
 *
 * Fields are counted, not measured: a tall field (a table question, a rich-text editor) counts as one. The
 * model holds every field from the start, so validation, values and answers reach fields not drawn yet; a
 * field drawn later shows the error the model already has for it.
 */
export const SMALL_FORM_FIELDS = 60;
export const FIRST_PASS_FIELDS = 40;
export const CHUNK_FIELDS = 60;

/** Every field, including any a dependent-field condition shows later. */
export const ALL_FIELDS = Number.POSITIVE_INFINITY;

/** The number of fields the first pass draws: all of a small form, else the first screenful. */
export const firstPassFields = (totalFields: number) =>
  totalFields <= SMALL_FORM_FIELDS ? ALL_FIELDS : FIRST_PASS_FIELDS;

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
 * The groups to render now: the first pass's, then more after each idle moment until all are drawn. Starts
 * again from the first pass when the model changes (another form or record).
 */
export function useProgressiveGroups(model: FormModel, groups: readonly GroupSnapshot[]) {
  const total = useMemo(() => groups.reduce((sum, group) => sum + group.fieldKeys.length, 0), [groups]);
  const [state, setState] = useState(() => ({ model, shown: firstPassFields(total) }));
  let shown = state.shown;
  if (state.model !== model) {
    // A new form: its first pass, decided in this render (React renders again before committing).
    shown = firstPassFields(total);
    setState({ model, shown });
  }
  useEffect(() => {
    if (shown === ALL_FIELDS) return;
    return whenIdle(() =>
      startTransition(() =>
        setState((current) =>
          current.model === model ? { model, shown: nextChunkFields(current.shown, total) } : current,
        ),
      ),
    );
    // `shown` re-runs it after each chunk: the next one is asked for once this one is drawn.
  }, [model, shown, total]);
  // Once complete, fields shown later (dependent fields) are drawn at once like any other.
  return useMemo(() => (shown === ALL_FIELDS ? groups : groupsUpTo(groups, shown)), [groups, shown]);
}
