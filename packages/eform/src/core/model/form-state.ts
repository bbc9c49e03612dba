import { EformDisplayType } from '../definition/field-type.ts';
import type { Form, Group } from '../definition/types.ts';
import { groupWidthOf } from '../rules/layout.ts';
import { canGoNext, canGoPrevious, progressPercent } from '../rules/navigation.ts';
import type { SaveMode } from '../rules/save-mode.ts';
import type { Entry } from './field-entry.ts';
import type { FormSnapshot, GroupSnapshot } from './types.ts';

export type OrderedGroup = { key: string; group: Group; entries: readonly Entry[] };
export type Navigation = { activeGroupIndex: number; activeQuestionKey: string | undefined };
export type FormFacts = {
  definition: Form;
  groups: readonly OrderedGroup[];
  navigation: Navigation;
  saveMode: SaveMode;
  readOnly: boolean;
  succeeded: boolean;
};

/** A field is on the page when its conditions show it and its width is above 0. */
export const isOnPage = (entry: Entry) => entry.snapshot.visible && entry.snapshot.width > 0;

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** Group indexes that have a field on the page: the pages of tab-by-tab navigation. */
export const groupPages = (groups: readonly GroupSnapshot[]) =>
  groups.flatMap((group, index) => (group.fieldKeys.length > 0 ? [index] : []));

/**
 * The form snapshot for the given facts, reusing the previous snapshot's arrays and objects where they are
 * unchanged, and the previous snapshot itself when nothing changed (so subscribers see a stable identity).
 */
export function formSnapshotOf(facts: FormFacts, previous: FormSnapshot | undefined): FormSnapshot {
  const groups = facts.groups.map((ordered, i): GroupSnapshot => {
    const fieldKeys = ordered.entries.filter(isOnPage).map((entry) => entry.key);
    const before = previous?.groups[i];
    return before && before.group === ordered.group && sameKeys(before.fieldKeys, fieldKeys)
      ? before
      : { key: ordered.key, group: ordered.group, width: groupWidthOf(ordered.group), fieldKeys };
  });
  const reusedGroups =
    previous && previous.groups.length === groups.length && groups.every((g, i) => g === previous.groups[i])
      ? previous.groups
      : groups;
  const questions = groups.flatMap((group) => group.fieldKeys);
  const questionKeys =
    previous && sameKeys(previous.questionKeys, questions) ? previous.questionKeys : questions;

  const displayType = facts.definition.EformDisplayType ?? EformDisplayType.Regular;
  const pages = groupPages(groups);
  const byQuestion = displayType === EformDisplayType.One_By_One_Question;
  const position = byQuestion
    ? questionKeys.indexOf(facts.navigation.activeQuestionKey ?? '')
    : pages.indexOf(facts.navigation.activeGroupIndex);
  const total = byQuestion ? questionKeys.length : pages.length;
  const paged = byQuestion || displayType === EformDisplayType.Tab_By_Tab_Question;

  const next: FormSnapshot = {
    definition: facts.definition,
    displayType,
    groups: reusedGroups,
    activeGroupIndex: facts.navigation.activeGroupIndex,
    questionKeys,
    activeQuestionKey: byQuestion ? facts.navigation.activeQuestionKey : undefined,
    progress: progressPercent(position + 1, total),
    canGoPrevious: paged && canGoPrevious(position, total),
    canGoNext: paged && canGoNext(position, total),
    saveMode: facts.saveMode,
    readOnly: facts.readOnly,
    succeeded: facts.succeeded,
  };
  if (!previous) return next;
  const unchanged = (Object.keys(next) as (keyof FormSnapshot)[]).every((name) =>
    Object.is(next[name], previous[name]),
  );
  return unchanged ? previous : next;
}
